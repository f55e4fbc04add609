import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

/**
 * Two projects, one run and one JSON report (what .ci/run counts):
 * - `workers`: every suite under test/ except test/browser, inside workerd with real bindings;
 * - `browser`: test/browser, in Node, driving Debian's Chromium with playwright-core for the
 *   rendered-image checks (screenshots against committed references).
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  return {
    test: {
      reporters: ['default', 'json'],
      outputFile: { json: '.ci-results/vitest.json' },
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              remoteBindings: false,
              miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
            }),
          ],
          test: {
            name: 'workers',
            include: ['test/**/*.test.ts'],
            exclude: ['test/browser/**'],
            setupFiles: ['./test/apply-migrations.ts'],
            testTimeout: 60_000,
          },
        },
        {
          test: {
            name: 'browser',
            include: ['test/browser/**/*.test.ts'],
            environment: 'node',
            testTimeout: 120_000,
          },
        },
      ],
    },
  };
});
