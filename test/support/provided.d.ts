/** Values the global setups (test/support/webhook-receiver.ts, test/support/built-worker.ts) provide to the tests. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** origin of the local webhook receiver and DNS stub, e.g. http://127.0.0.1:41234 */
    webhookReceiver: string;
    /** the folder of the run's one deploy build of the Worker and the render Worker (sdk and browser projects) */
    builtWorkerDir: string;
  }
}
export {};
