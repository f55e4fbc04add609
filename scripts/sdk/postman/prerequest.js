// Jyotisha API collection: pre-request script of every request (scripts/sdk/postman/prerequest.js,
// embedded by scripts/sdk/postman.ts; do not edit the copy in the collection). It reads what the
// generator derived from the OpenAPI documents for this request (the collection variable
// `expectations`, by request id) and:
// - starts a run: a new `runId` (the e-mails of the run are unique) and the run's ids forgotten;
// - obtains the credentials the request needs and the collection does not hold yet: a family's key
//   through its own key-issuing route (raised to Pro through the operator route when `adminToken_T`
//   is set), an account session (sign-up, else sign-in), the R2 service key from the dashboard;
// - paces the request when the family's last answer said its rate bucket was empty (RateLimit);
// - follows a link an earlier answer gave (polling its source until it has one), makes recent the
//   timestamps of a signed event, sets the headers a request must send fresh each time and signs
//   the body (HMAC-SHA256 under the secret the document names).
/* global pm, CryptoJS */
const X = JSON.parse(pm.collectionVariables.get('expectations') || '{}');
const A = JSON.parse(pm.collectionVariables.get('acquire') || '{}');
const E = X[pm.info.requestId];
const v = (k) => String(pm.variables.get(k) || '');
const setv = (k, val) => pm.collectionVariables.set(k, val);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const send = (req) => new Promise((resolve, reject) => pm.sendRequest(req, (err, res) => (err ? reject(err) : resolve(res))));
const jsonOf = (res) => { try { return res.json(); } catch (e) { return undefined; } };
/** A text with its {{variables}} replaced, nested ones too (`baseUrl_T` is `{{origin}}/t`). */
function fill(text) {
  let out = String(text);
  for (let i = 0; i < 5 && out.indexOf('{{') >= 0; i++) out = pm.variables.replaceIn(out);
  return out;
}
const origin = () => fill('{{origin}}');
const baseOf = (f) => fill('{{baseUrl_' + f + '}}');
const email = (tag) => 'postman-' + v('runId') + '-' + tag + '@example.com';

/** The value of a cookie the answer sets ('' when it clears it, undefined when it does not set it). */
function setCookie(res, name) {
  let out;
  res.headers.each((h) => {
    if (String(h.key).toLowerCase() !== 'set-cookie') return;
    const m = new RegExp('^' + name + '=([^;]*)').exec(String(h.value));
    if (m) out = /max-age=0|expires=thu, 01 jan 1970/i.test(String(h.value)) ? '' : m[1];
  });
  return out;
}

/**
 * Forgets the cookies pm.sendRequest left in Postman's cookie jar: the collection sends its session
 * cookie itself, only where an operation names it, so a key-issuing or keyed request never carries
 * one (a session cookie there turns it into a session write, refused without Origin).
 */
function clearJar() {
  return new Promise((resolve) => {
    try { pm.cookies.jar().clear(origin(), () => resolve()); } catch (e) { resolve(); }
  });
}

function post(url, body, headers) {
  const header = [{ key: 'Content-Type', value: 'application/json' }].concat(headers || []);
  return send({ url, method: 'POST', header, body: { mode: 'raw', raw: JSON.stringify(body) } });
}

async function ensureSession(c) {
  if (v(c.var)) return;
  const s = A.session;
  if (!s) return;
  const creds = { email: v('sessionEmail') || email(s.family.toLowerCase() + '-session'), password: 'postman session passphrase ' + v('runId') };
  let res = v('sessionEmail') ? await post(baseOf(s.family) + s.login, creds, [{ key: 'Origin', value: origin() }]) : undefined;
  if (!res || res.code >= 300) {
    creds.email = email(s.family.toLowerCase() + '-session-' + Date.now().toString(36));
    res = await post(baseOf(s.family) + s.signup, creds, [{ key: 'Origin', value: origin() }]);
  }
  const sid = setCookie(res, s.cookie);
  await clearJar();
  if (res.code < 300 && sid) {
    setv(c.var, sid);
    setv('sessionEmail', creds.email);
  }
}

async function ensureBearer(c) {
  if (v(c.var)) return;
  const how = A.bearer && A.bearer[c.family];
  if (!how) return;
  await clearJar();
  const res = await post(baseOf(c.family) + how.path, { email: email(c.family.toLowerCase() + '-key') });
  const body = jsonOf(res);
  if (res.code >= 300 || !body || !body.key) { console.warn('could not obtain a key of family ' + c.family + ': ' + res.code + ' ' + res.text().slice(0, 300)); return; }
  setv(c.var, body.key);
  // an operator token raises the owner to Pro, so the Pro routes run (a local deployment's ADMIN_TOKEN)
  if (v('adminToken_T') && A.admin) {
    await post(baseOf(A.admin.family) + A.admin.path.replace('{id}', body.id), A.admin.body, [{ key: A.admin.header, value: v('adminToken_T') }]);
  }
}

async function ensureServiceKey(c) {
  if (v(c.var)) return;
  const how = A.serviceKey;
  if (!how) return;
  await ensureSession({ var: how.sessionVar });
  if (!v(how.sessionVar)) return;
  const res = await send({ url: baseOf(how.family) + how.path, method: 'POST', header: [{ key: 'Cookie', value: how.cookie + '=' + v(how.sessionVar) }, { key: 'Origin', value: origin() }] });
  await clearJar();
  const body = jsonOf(res);
  if (res.code < 300 && body && body.key) setv(c.var, body.key);
}

/** The value at a JSON pointer. */
function at(obj, ptr) {
  return ptr.split('/').slice(1).reduce((o, k) => (o === undefined || o === null ? undefined : o[k.replace(/~1/g, '/').replace(/~0/g, '~')]), obj);
}
function put(obj, ptr, val) {
  const keys = ptr.split('/').slice(1);
  let o = obj;
  for (const k of keys.slice(0, -1)) { if (o === undefined || o === null) return; o = o[k]; }
  if (o !== undefined && o !== null) o[keys[keys.length - 1]] = val;
}

/** Re-reads the operation a link comes from until its answer holds the link (a job's parts). */
async function followLink(link) {
  let url = v(link.var);
  for (let i = 0; !url && link.source && i < link.tries; i++) {
    if (i > 0) await sleep(1000);
    const src = link.source;
    const header = (src.headers || []).map((h) => ({ key: h.key, value: fill(h.value) }));
    const res = await send({ url: fill(src.url), method: src.method, header });
    const found = at(jsonOf(res), link.pointer);
    if (typeof found === 'string' && found) { url = found; setv(link.var, found); }
  }
  if (!url) return;
  const absolute = /^https?:/.test(url) ? url : origin() + url;
  pm.request.url.update(absolute);
}

(async () => {
  if (!E) return;
  if (E.first) {
    setv('runId', Date.now().toString(36) + Math.random().toString(36).slice(2, 6));
    for (const k of JSON.parse(pm.collectionVariables.get('runScoped') || '[]')) setv(k, '');
  }
  for (const c of E.creds) {
    if (c.kind === 'session') await ensureSession(c);
    else if (c.kind === 'bearer') await ensureBearer(c);
    else if (c.kind === 'serviceKey') await ensureServiceKey(c);
  }
  const until = Number(v('waitUntil_' + E.f) || 0);
  if (until > Date.now()) await sleep(Math.min(until - Date.now(), 65000));
  // a link's source needs the run's values (a job's id): without them there is nothing to poll, and
  // the request reports itself as not run here (test script) instead of polling an empty id for a minute
  if (E.link && (E.needs || []).every((k) => k === E.link.var || v(k))) await followLink(E.link);
  for (const h of E.unique || []) pm.request.headers.upsert({ key: h, value: 'postman-' + v('runId') + '-' + Date.now().toString(36) + Math.random().toString(36).slice(2, 8) });
  if ((E.fresh && E.fresh.length) || (E.sign && E.sign.length)) {
    const raw = fill(pm.request.body && pm.request.body.raw ? pm.request.body.raw : '{}');
    let text = raw;
    if (E.fresh && E.fresh.length) {
      const obj = JSON.parse(raw);
      const now = Math.floor(Date.now() / 1000);
      for (const p of E.fresh) put(obj, p, typeof at(obj, p) === 'string' ? String(now) : now);
      text = JSON.stringify(obj);
    }
    pm.request.body.update(text);
    for (const s of E.sign || []) {
      const secret = v('secret_' + s.secret);
      if (secret) pm.request.headers.upsert({ key: s.header, value: (s.prefix || '') + CryptoJS.HmacSHA256(text, secret).toString(CryptoJS.enc.Hex) });
    }
  }
})().catch((e) => console.error('pre-request script: ' + (e && e.stack ? e.stack : e)));
