export { RateLimiter } from './durable/rate-limiter.js';
export default { async fetch(): Promise<Response> { return new Response('ok'); } } satisfies ExportedHandler<Env>;
