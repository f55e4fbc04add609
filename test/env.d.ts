import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      ADMIN_TOKEN: string;
      SANDBOX_WEBHOOK_RECEIVERS: string;
      DNS_RESOLVER_URL: string;
      WEBHOOK_BACKOFF_SCALE: string;
    }
  }
}
export {};
