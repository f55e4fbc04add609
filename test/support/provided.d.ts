/** Values the global setup (test/support/webhook-receiver.ts) provides to the tests. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** origin of the local webhook receiver and DNS stub, e.g. http://127.0.0.1:41234 */
    webhookReceiver: string;
  }
}
export {};
