// Jyotisha API collection: test script of every request (scripts/sdk/postman/test.js, embedded by
// scripts/sdk/postman.ts; do not edit the copy in the collection). What it asserts comes from the
// operation's documented success answer (the collection variable `expectations`, by request id):
// - the documented success status and media type;
// - the envelope: every required top-level field of the documented schema, with its JSON type,
//   and the constants it fixes (`ok: true`, `success: true`);
// - one value: the first required field beyond the envelope has its documented type (an array its
//   documented length), or a text answer has the form of its media type (SVG, iCalendar, RSS,
//   NDJSON lines, PNG bytes).
// It also keeps what later requests need: resource ids and links from the answers, the session
// cookie, the R2 service key, and the pacing of the family (RateLimit: a bucket with nothing left
// makes the next request of the family wait until it refills; a 429 is retried after its wait).
// Run with `strict` set to 1 (the repository's test does), the documented success is the only pass.
// Without it, a request this deployment cannot serve is reported as "not run here" with the reason
// (a secret or the operator token it was not given); nothing else is excused.
/* global pm, postman */
const X = JSON.parse(pm.collectionVariables.get('expectations') || '{}');
const E = X[pm.info.requestId];
const v = (k) => String(pm.variables.get(k) || '');
const setv = (k, val) => pm.collectionVariables.set(k, val);
const again = () => (pm.execution && pm.execution.setNextRequest ? pm.execution.setNextRequest(pm.info.requestId) : postman.setNextRequest(pm.info.requestId));

function at(obj, ptr) {
  return ptr.split('/').slice(1).reduce((o, k) => (o === undefined || o === null ? undefined : o[k.replace(/~1/g, '/').replace(/~0/g, '~')]), obj);
}
function typeOf(x) {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'array';
  if (typeof x === 'number') return Number.isInteger(x) ? 'integer' : 'number';
  return typeof x;
}
const fits = (x, types) => types.indexOf(typeOf(x)) >= 0 || (typeOf(x) === 'integer' && types.indexOf('number') >= 0);

/** Seconds until the family's emptiest bucket refills (RateLimit items with r=0), or Retry-After. */
function pace(res) {
  let wait = 0;
  const rl = res.headers.get('RateLimit') || '';
  for (const item of rl.split(/,\s*(?=")/)) {
    const r = /;r=(\d+)/.exec(item);
    const t = /;t=(\d+(?:\.\d+)?)/.exec(item);
    if (r && t && Number(r[1]) === 0) wait = Math.max(wait, Number(t[1]));
  }
  if (res.code === 429) wait = Math.max(wait, Number(res.headers.get('Retry-After') || 0));
  // a refill a minute or more away (a monthly quota, an hourly IP window) is not waited for
  if (wait > 0 && wait <= 65) setv('waitUntil_' + E.f, String(Date.now() + Math.ceil(wait * 1000) + 250));
  return wait;
}

(function check() {
  if (!E) return;
  const res = pm.response;
  const code = res.code;
  const strict = /^(1|true|yes)$/i.test(v('strict'));
  const name = E.m + ' ' + E.p;
  const text = res.text();
  let body;
  try { body = JSON.parse(text); } catch (e) { body = undefined; }
  const errCode = body && (typeof body.error === 'string' ? body.error : body.error && body.error.code) || '';
  const retries = Number(v('retries_' + E.id) || 0);
  const wait = pace(res);

  // a 429 is retried after its stated wait (at most 5 times); a stale credential is obtained again
  if (code === 429 && wait > 0 && wait <= 65 && retries < 5) { setv('retries_' + E.id, String(retries + 1)); again(); return; }
  if (code === 401 && retries < 1 && E.creds.some((c) => c.renewable && v(c.var))) {
    for (const c of E.creds) if (c.renewable) setv(c.var, '');
    setv('retries_' + E.id, String(retries + 1));
    again();
    return;
  }
  setv('retries_' + E.id, '');

  // what later requests need
  if (body && code < 300) {
    for (const s of E.sets || []) { const x = at(body, s.pointer); if (x !== undefined && x !== null && x !== '') setv(s.var, String(x)); }
    for (const s of E.listSets || []) {
      const list = at(body, s.pointer);
      if (!v(s.var) && Array.isArray(list) && list[0] && list[0].id) setv(s.var, String(list[0].id));
    }
  }
  for (const c of E.cookies || []) {
    let found;
    res.headers.each((h) => {
      if (String(h.key).toLowerCase() !== 'set-cookie') return;
      const m = new RegExp('^' + c.name + '=([^;]*)').exec(String(h.value));
      if (m) found = /max-age=0|expires=thu, 01 jan 1970/i.test(String(h.value)) ? '' : m[1];
    });
    if (found !== undefined && (code < 300 || found === '')) setv(c.var, found);
  }

  // a request this deployment cannot serve (only without strict): one whose inputs this run could
  // not make (its resource was never created) means nothing, whatever it answered
  const missing = (E.needs || []).filter((k) => !v(k));
  if (!strict && missing.length) {
    pm.test(name + ': not run here: needs values this run could not make or was not given: ' + missing.join(', '), () => {});
    return;
  }
  if (!strict && code !== E.status) {
    let why = '';
    if (code === 503 && /not[-_]configured|unavailable/i.test(errCode)) why = 'a feature this deployment has not configured (' + errCode + ')';
    else if (code === 403 && /tier[-_]required/i.test(errCode) && !v('adminToken_T')) why = 'a Pro key: set ADMIN_TOKEN on the server and adminToken_T here';
    else if (code === 502 && /unreachable|rejected/i.test(errCode)) why = 'an outside service this deployment cannot reach (' + errCode + ')';
    if (why) {
      pm.test(name + ': not run here: needs ' + why, () => {});
      return;
    }
  }

  pm.test(name + ': status ' + E.status, () => pm.expect(code, text.slice(0, 300)).to.equal(E.status));
  if (code !== E.status) return;
  const ct = (res.headers.get('Content-Type') || '').split(';')[0].trim().toLowerCase();
  if (E.media.length) pm.test(name + ': media type ' + E.media.join(' or '), () => pm.expect(E.media.map((m) => m.toLowerCase())).to.include(ct));
  if (E.json) {
    pm.test(name + ': the documented envelope', () => {
      pm.expect(body, 'a JSON body').to.be.an('object');
      for (const k of Object.keys(E.req)) {
        pm.expect(body, 'field ' + k).to.have.property(k);
        pm.expect(fits(body[k], E.req[k]), k + ' is ' + E.req[k].join(' or ') + ', got ' + typeOf(body[k])).to.equal(true);
      }
      for (const k of Object.keys(E.consts)) pm.expect(body[k], k).to.deep.equal(E.consts[k]);
    });
    if (E.value) {
      pm.test(name + ': ' + E.value.label, () => {
        const x = at(body, E.value.pointer);
        pm.expect(fits(x, E.value.types), E.value.pointer + ' is ' + E.value.types.join(' or ') + ', got ' + typeOf(x)).to.equal(true);
        if (E.value.length !== undefined) pm.expect(x).to.have.lengthOf(E.value.length);
        if (E.value.minLength !== undefined) pm.expect(x.length).to.be.at.least(E.value.minLength);
        if (E.value.has) pm.expect(x[0] !== undefined ? (Array.isArray(x) ? x[0] : x) : x).to.have.property(E.value.has);
      });
    }
  } else if (E.form) {
    // the form of the answer's own media type (one of those documented, asserted above)
    pm.test(name + ': ' + E.form.label, () => {
      const bytes = res.stream;
      const magic = (...b) => bytes && bytes.length > b.length && b.every((x, i) => bytes[i] === x);
      if (ct === 'image/png') pm.expect(magic(0x89, 0x50, 0x4e, 0x47), 'PNG signature').to.equal(true);
      else if (/parquet/.test(ct)) pm.expect(magic(0x50, 0x41, 0x52, 0x31), 'Parquet magic PAR1').to.equal(true);
      else if (/ndjson|jsonl/.test(ct)) {
        const lines = text.split('\n').filter((l) => l.trim());
        pm.expect(lines.length, 'lines').to.be.above(0);
        for (const l of lines) JSON.parse(l);
      } else if (ct === 'image/svg+xml') pm.expect(/^\s*(<\?xml[^>]*>\s*)?<svg/.test(text), text.slice(0, 120)).to.equal(true);
      else if (ct === 'text/calendar') pm.expect(text.startsWith('BEGIN:VCALENDAR'), text.slice(0, 120)).to.equal(true);
      else if (ct === 'text/html') pm.expect(/^\s*<!doctype html/i.test(text), text.slice(0, 120)).to.equal(true);
      else if (/xml/.test(ct)) pm.expect(/^\s*<\?xml/.test(text), text.slice(0, 120)).to.equal(true);
      else if (ct === 'text/csv') pm.expect(/^[^\n]+,[^\n]+\r?\n/.test(text), text.slice(0, 120)).to.equal(true);
      else pm.expect(text.length, 'a non-empty answer').to.be.above(0);
    });
  }
})();
