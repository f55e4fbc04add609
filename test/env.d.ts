import type { D1Migration } from 'cloudflare:test';

declare global {
  /** Vite's import.meta.glob, as the tests use it: eager raw text of files (docs-catalogue test). */
  interface ImportMeta {
    glob<T>(
      pattern: string | string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, T>;
  }
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      ADMIN_TOKEN: string;
      SANDBOX_WEBHOOK_RECEIVERS: string;
      DNS_RESOLVER_URL: string;
      WEBHOOK_BACKOFF_SCALE: string;
      JOBS_BACKOFF_SCALE: string;
      JOBS_TEST_CRASH_ID: string;
      JOBS_LEASE_SCALE: string;
    }
  }
}
export {};
