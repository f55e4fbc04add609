/**
 * @module The Worker's secrets: what each one enables and what the service does without it.
 * `npm run deploy` reports the ones not set yet (from `wrangler secret list`) with the
 * `wrangler secret put` command of each; docs/deploy.md shows the same table.
 * test/node/deploy-plan.test.ts holds this list against .dev.vars.example (every name there is a
 * secret here or a production var in wrangler.toml), against src/ (every secret here is read
 * there) and against docs/deploy.md (every secret here is documented).
 *
 * `needed`: `feature` when a feature stays off without it; `optional` when the service has a
 * default or another path (a signing key kept in D1, Workers AI instead of an OpenAI-compatible
 * model, Cloudflare's DNS resolver).
 */

/** @typedef {{ name: string, group: string, needed: 'feature' | 'optional', enables: string, without: string }} SecretInfo */

/** @type {readonly SecretInfo[]} */
export const SECRETS = Object.freeze([
  {
    name: 'ADMIN_TOKEN',
    group: 'Family T keys',
    needed: 'feature',
    enables: 'the operator route POST /t/api/admin/keys/:id/tier (header X-Admin-Token)',
    without: 'that route answers 503 ADMIN_NOT_CONFIGURED; tiers change only by payment events',
  },
  {
    name: 'INDEXNOW_KEY',
    group: 'IndexNow',
    needed: 'feature',
    enables:
      'IndexNow pings (GET/POST /api/indexnow, the daily 00:30 UTC cron) and the key file /{key}.txt; 8-128 characters of A-Z a-z 0-9 -',
    without: '/api/indexnow answers 503 indexnow-not-configured and the cron pings nothing',
  },
  {
    name: 'PAYMENT_WEBHOOK_SECRET',
    group: 'Family P payments',
    needed: 'feature',
    enables: 'POST /p/api/webhooks/payment (Razorpay-style HMAC-SHA256 signature)',
    without:
      'the payment webhook answers 503 WEBHOOK_NOT_CONFIGURED; no subscription event is accepted',
  },
  {
    name: 'WHATSAPP_VERIFY_TOKEN',
    group: 'Family P messaging',
    needed: 'feature',
    enables: 'the WhatsApp Cloud API verification handshake GET /p/api/webhooks/messaging',
    without: 'the handshake answers 503, so Meta cannot register the webhook',
  },
  {
    name: 'WHATSAPP_APP_SECRET',
    group: 'Family P messaging',
    needed: 'feature',
    enables: 'inbound WhatsApp messages POST /p/api/webhooks/messaging (X-Hub-Signature-256)',
    without: 'inbound messages answer 503; nobody can subscribe by WhatsApp',
  },
  {
    name: 'WHATSAPP_TOKEN',
    group: 'Family P messaging',
    needed: 'feature',
    enables:
      'outbound WhatsApp messages (replies and the daily panchang), with WHATSAPP_PHONE_NUMBER_ID',
    without: 'outbound messages are recorded as deferred, not sent',
  },
  {
    name: 'WHATSAPP_PHONE_NUMBER_ID',
    group: 'Family P messaging',
    needed: 'feature',
    enables: 'the sending number of outbound WhatsApp messages, with WHATSAPP_TOKEN',
    without: 'outbound messages are recorded as deferred, not sent',
  },
  {
    name: 'EMAIL_API_URL',
    group: 'Family P email',
    needed: 'feature',
    enables: 'POST /p/api/email through a Resend-compatible API, with EMAIL_API_KEY and EMAIL_FROM',
    without: 'POST /p/api/email answers {sent: false, deferred: true} and stores nothing',
  },
  {
    name: 'EMAIL_API_KEY',
    group: 'Family P email',
    needed: 'feature',
    enables: 'the bearer key of the email API',
    without: 'as EMAIL_API_URL',
  },
  {
    name: 'EMAIL_FROM',
    group: 'Family P email',
    needed: 'feature',
    enables: 'the sender address of the emails (a domain verified at the provider)',
    without: 'as EMAIL_API_URL',
  },
  {
    name: 'SIGNING_SECRET',
    group: 'Family V',
    needed: 'optional',
    enables:
      "a key you hold for Family V's playground tokens and the request ids issued before ids were sealed (key id env)",
    without:
      'the first request creates a random key in D1 (signing_keys), shared by every isolate; replacing the secret later invalidates the tokens it signed',
  },
  {
    name: 'REQUEST_ID_KEYS',
    group: 'Family V',
    needed: 'feature',
    enables:
      "Family V's sealed, self-verifying request ids: <key id>:<base64 of 32 bytes>, comma-separated, the first sealing (openssl rand -base64 32)",
    without:
      'request ids are plain UUIDs and GET /v1/verify cannot replay them (the public development key of .dev.vars.example is refused on https deployments)',
  },
  {
    name: 'PAYMENT_PLAN_TIERS',
    group: 'Family P payments',
    needed: 'feature',
    enables:
      'which provider plans set which tier on the subscribing key owner ("plan_A=pro,plan_B=enterprise")',
    without: 'payment events update subscriptions but set no tier',
  },
  {
    name: 'MODEL_BASE_URL',
    group: 'Sahaja counsel',
    needed: 'optional',
    enables:
      'an OpenAI-compatible chat model for /api/sahaja instead of Workers AI, with MODEL_API_KEY (the model is the MODEL_NAME var)',
    without: 'production uses the Workers AI binding AI with MODEL_NAME; with neither, demo mode',
  },
  {
    name: 'MODEL_API_KEY',
    group: 'Sahaja counsel',
    needed: 'optional',
    enables: 'the bearer key of MODEL_BASE_URL',
    without: 'as MODEL_BASE_URL',
  },
  {
    name: 'SANDBOX_WEBHOOK_RECEIVERS',
    group: 'Family T webhooks',
    needed: 'optional',
    enables: 'webhooks of sandbox keys, to the listed receivers only (comma list of URL prefixes)',
    without: 'sandbox keys cannot register a webhook; production keys are unaffected',
  },
  {
    name: 'DNS_RESOLVER_URL',
    group: 'Family T webhooks',
    needed: 'optional',
    enables: 'another DNS-over-HTTPS JSON resolver for the webhook address checks',
    without: "Cloudflare's public resolver (https://cloudflare-dns.com/dns-query)",
  },
]);
