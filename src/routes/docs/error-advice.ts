/**
 * @module What each error code means and what the caller should do, written by hand for the
 * catalogue at GET /docs/errors. The codes themselves, their statuses and families are found in
 * the source by scripts/gen-docs-data.ts (src/generated/error-codes.ts); a test fails when a code
 * found there has no entry here, or an entry here names a code the source no longer gives.
 */

export interface ErrorAdvice {
  /** what happened, in one sentence */
  meaning: string;
  /** what to do about it */
  action: string;
  /** retrying the same request unchanged can succeed */
  retry?: boolean;
}

export const ERROR_ADVICE: Readonly<Record<string, ErrorAdvice>> = {
  ADMIN_NOT_CONFIGURED: {
    meaning: 'The operator route that sets tiers has no ADMIN_TOKEN secret on this deployment.',
    action: 'Operators: set the ADMIN_TOKEN secret (wrangler secret put). Clients cannot fix this.',
  },
  ADMIN_TOKEN_INVALID: {
    meaning: 'The X-Admin-Token header is missing or wrong.',
    action:
      'Send the ADMIN_TOKEN secret in X-Admin-Token. This route is for the operator, not for API clients.',
  },
  API_KEY_INVALID: {
    meaning: 'The bearer key has the right shape but no such key exists.',
    action:
      'Check for a truncated or mistyped key; issue a new one (POST /t/api/keys) if it was lost.',
  },
  API_KEY_MALFORMED: {
    meaning: 'The Authorization header is not `Bearer sk_live_<id>_<secret>` (or `sk_test_`).',
    action:
      'Send `Authorization: Bearer <key>` with the whole key text as it was shown once at issue.',
  },
  API_KEY_MISSING: {
    meaning: 'The route needs a bearer key and the request had no Authorization header.',
    action:
      "Issue a key of the route's family (POST /t/api/keys, POST /v1/keys/sandbox, POST /n/api/keys with your email) and send it as `Authorization: Bearer <key>`.",
  },
  API_KEY_REVOKED: {
    meaning: 'The key was revoked (by DELETE or by a rotation).',
    action: 'Use the key that replaced it, or issue a new one.',
  },
  CHART_NOT_FOUND: {
    meaning:
      "No saved chart with that id belongs to the caller (another owner's chart is also 404).",
    action:
      'List your saved charts (GET /t/api/charts or /api/dashboard/charts) and use one of their ids.',
  },
  COST_CAP_EXCEEDED: {
    meaning: 'A rectification would evaluate more than 6,000 grid instants x events.',
    action:
      'Widen gridMinutes, narrow the birth window or send fewer events; the message gives the count.',
  },
  COUNSEL_OFFLINE: {
    meaning:
      "The counsel chat's model path needs the durable rate limiter, and this deployment has none: it fails closed.",
    action:
      'Operators: bind the RATE_LIMITER Durable Object. Clients: retry later or use demo mode.',
  },
  CSRF_FAILED: {
    meaning:
      'A request authenticated by the session cookie came from another site (Origin is not this origin).',
    action:
      "Send cookie-authenticated requests from this site's own pages, or use a bearer key for server-to-server calls.",
  },
  EMAIL_PROVIDER_ERROR: {
    meaning: 'The email provider did not answer or refused the message; nothing was sent.',
    action:
      'Retry later. The attempt counted against the hourly and per-recipient limits of the route.',
    retry: true,
  },
  EMAIL_TAKEN: {
    meaning: 'An account with this email exists.',
    action: 'Sign in (POST /api/auth/login) instead of signing up.',
  },
  ENGINE_VERSION_UNKNOWN: {
    meaning: 'X-Engine-Version names no selectable engine version.',
    action:
      "Use one of the versions listed in the error's details (or omit the header for the current one).",
  },
  EVENT_IN_FUTURE: {
    meaning:
      "A payment provider's event says it was created more than 5 minutes after now; it is refused so that it cannot outrank the subscription's real events.",
    action:
      'Providers: check the sending clock. Nothing was stored; the event may be sent again once its time has come.',
  },
  FOREIGN_URL: {
    meaning: 'A URL in the body points to another site; only links on this service are accepted.',
    action: "Send a URL on this service's origin (the message lists the accepted origins).",
  },
  FORM_ALREADY_SENT: {
    meaning:
      'The same sign-in page form was sent twice (a resend or a double click): the first one was acted on.',
    action: 'Reload the dashboard; a key issued by the first send is listed there by its prefix.',
  },
  FUTURE_EVENT: {
    meaning: 'A rectification event is dated after today; only past events can be fitted.',
    action: 'Remove or correct the event named in `field`.',
  },
  HOUSE_SYSTEM_UNDEFINED: {
    meaning: 'The house system has no cusps at this latitude (Placidus inside the polar circles).',
    action:
      'The chart routes answer such cusps as null with a note instead; on other routes pick whole_sign or equal houses at polar latitudes.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    meaning: 'The Idempotency-Key was already used for a different request body.',
    action:
      'Use a new Idempotency-Key for a new chart; resend the same body to replay the first answer.',
  },
  INDEXNOW_NOT_CONFIGURED: {
    meaning: 'No INDEXNOW_KEY secret on this deployment.',
    action: 'Operators: set INDEXNOW_KEY. Clients cannot fix this.',
  },
  INDEXNOW_REJECTED: {
    meaning: 'The IndexNow endpoint refused the submission (its status is in details).',
    action: 'Operators: check the key file at /{key}.txt and the submitted URLs; retry later.',
  },
  INDEXNOW_UNREACHABLE: {
    meaning: 'The IndexNow endpoint could not be reached.',
    action: 'Retry later.',
    retry: true,
  },
  INTERNAL_ERROR: {
    meaning: 'A fault on our side; the body quotes the request id and never a stack.',
    action:
      'Retry once; if it persists, report the request id (X-Request-Id) so the log can be found.',
    retry: true,
  },
  INVALID_CREDENTIALS: {
    meaning: 'The email and password do not match an account.',
    action:
      'Check both; after 10 failed sign-ins in an hour the email is refused with 429 until the time given.',
  },
  INVALID_DATE: {
    meaning: 'A date the computation needs is not a valid day.',
    action: 'Send the date named in `field` as a valid calendar date (YYYY-MM-DD).',
  },
  INVALID_FIELD: {
    meaning: 'A field or query key is missing, of the wrong type, out of range, or unknown.',
    action:
      'Read `field` and the message: it names the field, what was expected and what was received. Unknown fields are refused on purpose so a misspelt option is never ignored.',
  },
  INVALID_LONGITUDE: {
    meaning:
      'A computed Moon longitude of one person is not finite (the birth data cannot be computed).',
    action: "Check that person's birth date, time and place fields.",
  },
  INVALID_SERVICE_KEY: {
    meaning: 'The x-service-key is unknown or revoked.',
    action:
      'Issue or rotate the service key from the Family R dashboard (POST /api/dashboard/keys) and send the new one.',
  },
  INVALID_TIMEZONE: {
    meaning: 'The zone is not an IANA zone id (or a numeric offset is outside [-18, 18] hours).',
    action:
      "Send an IANA zone such as Asia/Kolkata where a zone id is asked for, or a numeric offset in hours where an offset is asked for (see the field's type).",
  },
  JOBS_UNAVAILABLE: {
    meaning: 'This deployment has no jobs bucket, queue or ledger binding.',
    action:
      'Operators: deploy with npm run deploy, which creates the bucket and queues (docs/deploy.md). Clients cannot fix this.',
  },
  JOB_CONCURRENCY_LIMIT: {
    meaning:
      "The key's owner already runs as many queued or running jobs on this environment as its tier allows (Pro 3, Enterprise 10, sandbox 1), whichever of its keys created them; details list them.",
    action:
      'Wait for one to end (GET /t/api/jobs/:id) or cancel one (POST /t/api/jobs/:id/cancel), then create the job again (docs/jobs.md).',
    retry: true,
  },
  JOB_NOT_FOUND: {
    meaning:
      "No job with that id belongs to the caller's owner (another owner's job is also 404), or it has expired.",
    action:
      'List your jobs (GET /t/api/jobs) and use one of their ids; jobs expire 7 days after they end.',
  },
  KARAKA_SCHEME_UNKNOWN: {
    meaning: 'The chara karaka scheme must be 7 or 8.',
    action: 'Send 7 (Sun to Saturn) or 8 (with Rahu).',
  },
  KEY_ISSUE_LIMIT_REACHED: {
    meaning: 'This email was issued 10 keys in the last 30 days.',
    action: 'Reuse or rotate an existing key; the count refills as issues leave the 30-day window.',
  },
  KEY_LIMIT_REACHED: {
    meaning:
      'This email already holds the most live keys of this family (3; Enterprise 10). The count is in details.',
    action:
      'Revoke a key you no longer use (DELETE /t/api/keys/{id}) or keep using an existing one.',
  },
  KEY_NOT_FOUND: {
    meaning: "No key with that id belongs to the caller's owner.",
    action: 'List your keys (GET /t/api/keys) and use one of their ids.',
  },
  KEY_SCOPE_INSUFFICIENT: {
    meaning:
      'The key sent may not manage this key: a key manages only keys of its own family, a sandbox key only sandbox keys, and an R2 service key none.',
    action:
      'Send a live key of the same family of this owner, or sign in and manage keys from the dashboard.',
  },
  KEY_REVOKED: {
    meaning: 'The key to rotate is already revoked.',
    action: 'Rotate the key that replaced it, or issue a new key.',
  },
  KEY_WRONG_FAMILY: {
    meaning: 'The key belongs to another family (details name both).',
    action: 'Use a key issued for this family (each family issues its own keys).',
  },
  LINK_EXPIRED: {
    meaning:
      "The signed link to a job part (or merged download) is past its expiry (a part's link lasts an hour, a merged download's a day).",
    action: 'GET /t/api/jobs/:id again: it answers fresh links.',
  },
  LINK_INVALID: {
    meaning:
      'The link to a job part was not signed by the service for this job and part (altered or made up).',
    action: 'Use the links exactly as GET /t/api/jobs/:id answers them.',
  },
  LONGITUDE_NOT_FINITE: {
    meaning: 'A longitude given to a divisional or KP computation is not a finite number.',
    action: 'Send a finite longitude in degrees.',
  },
  MALFORMED_BODY: {
    meaning: 'Content-Encoding says gzip but the body does not decompress.',
    action: 'Send the NDJSON gzip-compressed as a whole, or without Content-Encoding.',
  },
  MALFORMED_FORM: {
    meaning: 'A page form body could not be read as application/x-www-form-urlencoded.',
    action: 'Send the form from the page itself, or use the JSON routes from code.',
  },
  MALFORMED_JSON: {
    meaning: 'The body is empty or not valid JSON.',
    action: 'Send one JSON object; check quotes, commas and brackets.',
  },
  METHOD_NOT_ALLOWED: {
    meaning: 'The path exists but not with this method.',
    action: 'Use one of the methods in the Allow header.',
  },
  MODEL_PROVIDER_ERROR: {
    meaning: 'The language-model provider behind the counsel chat failed.',
    action: 'Retry later.',
    retry: true,
  },
  MODEL_TIMEOUT: {
    meaning: 'The language-model provider did not answer in time.',
    action: 'Retry later, perhaps with a shorter message.',
    retry: true,
  },
  NOT_FOUND: {
    meaning: 'No route at this path in this family (or no such document).',
    action: 'Check the family prefix (/n, /t, /p, /r2) and the path against this reference.',
  },
  NOT_SIGNED_IN: {
    meaning: 'The route needs a Family R session and the cookie is missing, unknown or expired.',
    action: 'Sign in (POST /api/auth/login) and send the __Host-sid cookie.',
  },
  OUT_OF_EPOCH_RANGE: {
    meaning:
      "The date is outside the supported range, 1401 BCE to 2999 CE (astronomical years -1400 to 2999), where the engine's accuracy is measured; every family takes the same range.",
    action:
      'Send a date from -1400-01-01 to 2999-12-31 (BCE as a negative year: -0500 is 501 BCE).',
  },
  PART_NOT_FOUND: {
    meaning:
      'No such part of that job: the name is not one of its parts, or the job was deleted or has expired.',
    action: "Take part links from GET /t/api/jobs/:id; a deleted job's parts are gone.",
  },
  PAYLOAD_TOO_LARGE: {
    meaning: 'The body is over 64 KiB.',
    action: "Send a smaller body; Family T's bulk route takes up to 512 KiB.",
  },
  PLAYGROUND_NOT_ALLOWED: {
    meaning: 'A playground token was sent to a V route other than POST /v1/chart.',
    action: 'Issue a sandbox key at once (POST /v1/keys/sandbox) and send it instead.',
  },
  PLAYGROUND_TOKEN_INVALID: {
    meaning:
      'The playground token is altered, expired (it lives one hour) or was made for another address.',
    action: 'Reload /v1/playground for a fresh token, or use a sandbox key.',
  },
  QUERY_NOT_ALLOWED: {
    meaning: 'The route takes no query string and one was sent.',
    action: 'Remove the query string (the message names the first key).',
  },
  QUOTA_EXCEEDED: {
    meaning:
      "The key's period quota (month or day) is used up; details give resetAt, quota and used.",
    action: 'Wait until resetAt (Retry-After gives the seconds) or move to a higher tier.',
    retry: true,
  },
  QUOTA_STORE_UNAVAILABLE: {
    meaning:
      'The per-key quota store (KEY_QUOTA Durable Object) is not bound on this deployment; keyed routes fail closed.',
    action: 'Operators: bind KEY_QUOTA. Clients: retry later.',
  },
  RATE_LIMITED: {
    meaning: "The key's token bucket is empty (too many calls per minute).",
    action:
      'Wait the Retry-After seconds; spread calls out or move to a tier with a larger bucket.',
    retry: true,
  },
  RATE_LIMIT_EXCEEDED: {
    meaning:
      'A per-IP or per-key hourly limit of this route was reached; the body names the reset instant.',
    action:
      'Wait until the reset (X-RateLimit-Reset, or Retry-After where sent); on R2 send x-service-key for a larger limit.',
    retry: true,
  },
  RENDERER_NOT_CONFIGURED: {
    meaning:
      'The RENDER service binding to the render Worker (social cards, Indic outlines in chart drawings) is missing on this deployment.',
    action:
      'Operators: deploy with npm run deploy, which deploys jyotisha-render before the API. Clients: retry later, or ask for English labels and a Latin name.',
  },
  REQUEST_ID_NOT_VERIFIABLE: {
    meaning:
      'The id given to GET /v1/verify is not a self-verifying request id of this service: altered, signed by an unknown key, or a plain UUID (batches, streams, errors and inputs too large for a token).',
    action:
      'Send the request_id of a V answer exactly as received; the message says which case applies.',
  },
  SERVICE_KEY_REQUIRED: {
    meaning: 'The 3 unauthenticated calls per hour of this R2 route are used up.',
    action:
      'Send x-service-key (issued from the Family R dashboard), or retry after Retry-After seconds.',
    retry: true,
  },
  SIGNATURE_INVALID: {
    meaning: "The webhook body's HMAC signature does not match.",
    action:
      'Providers: sign the raw body with the shared secret as documented; do not re-serialise the JSON.',
  },
  SIGNATURE_MISSING: {
    meaning: 'The webhook request carries no signature header.',
    action: 'Providers: send the signature header named in the message.',
  },
  STALE_EVENT: {
    meaning: 'The payment event was created more than 48 hours ago.',
    action:
      'Providers: deliver events promptly; old events are refused so a replay cannot change a subscription.',
  },
  SUN_DOES_NOT_RISE_OR_SET: {
    meaning:
      'At this latitude and date the Sun does not both rise and set, so muhurta divisions are undefined.',
    action: 'Choose another date, or a place outside the polar circles.',
  },
  TIER_REQUIRED: {
    meaning:
      "The route or option needs a higher tier than the key's (details: requiredTier, keyTier).",
    action: 'Use a key of an owner on the required tier, or drop the Pro-only option.',
  },
  TOO_MANY_BIRTHS: {
    meaning:
      'A bulk request holds more than 1,000 births, or a job more than it takes (100,000 inline, 1,000,000 as NDJSON).',
    action:
      "Split the list into requests of at most 1,000 births, or send a job's births as an NDJSON stream (docs/jobs.md).",
  },
  UNIT_TOO_LARGE: {
    meaning:
      'One birth of a job (a line of the NDJSON stream, or an element of `births`) is longer than 4,096 bytes; `field` names it (`births.17`) and details give its line.',
    action:
      'Send each birth as {id?, datetime, lat, lon, place?} only (a birth is under 400 bytes); extra fields and padding belong nowhere in a job (docs/jobs.md).',
  },
  UNKNOWN_CATEGORY: {
    meaning: 'The muhurta category is not one of the supported ones.',
    action:
      'Use one of the categories listed in the message (GET /p/api/muhurta/categories lists them).',
  },
  UNKNOWN_INTENT: {
    meaning: 'The operator mukha has no such intent.',
    action: 'Use one of the intents listed in the message (GET /api/operator/dispatch lists them).',
  },
  UNKNOWN_MUKHA: {
    meaning: 'The operator dispatch names no such mukha.',
    action: 'Use one of the mukhas listed in the message.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    meaning: 'The body is not sent as application/json (or +json).',
    action: 'Send `Content-Type: application/json`.',
  },
  VARGA_METHOD_UNKNOWN: {
    meaning: 'The divisional chart has no calculation method of that name.',
    action: 'Use one of the methods listed in the message.',
  },
  VARGA_UNKNOWN: {
    meaning: 'No divisional chart of that name.',
    action: "Use one of D1 to D60 as listed in the field's enum.",
  },
  VERIFY_TOKEN_MISMATCH: {
    meaning: "The messaging webhook's subscription handshake carried a wrong verify token.",
    action: 'Providers: send the configured verify token with hub.mode=subscribe.',
  },
  WEBHOOK_LIMIT_REACHED: {
    meaning: 'The owner already has 20 active webhooks.',
    action: 'Delete a webhook you no longer need (DELETE /t/api/webhooks/{id}).',
  },
  WEBHOOK_NOT_CONFIGURED: {
    meaning:
      "The inbound webhook's secret is not configured on this deployment; no event is accepted.",
    action: 'Operators: set the webhook secret named in the message.',
  },
  WEBHOOK_NOT_FOUND: {
    meaning: "No webhook with that id belongs to the caller's owner.",
    action: 'List your webhooks (GET /t/api/webhooks) and use one of their ids.',
  },
  WEBHOOK_URL_REFUSED: {
    meaning:
      'The receiver URL is refused: not an absolute https URL, credentials or a fragment in it, a local name, or it resolves to a private, loopback or link-local address (sandbox keys: not a registered test receiver).',
    action: 'Register a public https URL you control; the message says which rule refused it.',
  },
};
