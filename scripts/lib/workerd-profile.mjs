// CPU profiles of the Worker's isolate in workerd through its DevTools inspector, shared by
// scripts/profile-jobs.mjs and scripts/profile-routes.mjs: the inspector session, the workerd
// processes a script started (workerd started with an inspector outlives Miniflare's dispose), and
// a summary of a profile's heaviest functions.
import { execFileSync } from 'node:child_process';
import WebSocket from 'ws';

/**
 * A DevTools session on the API Worker's isolate (the target named jyotisha-api) with the profiler
 * enabled at `intervalUs`: `send(method, params)` answers the protocol's reply; `close()` ends it
 * (before Miniflare is disposed).
 */
export async function connectInspector(port, intervalUs = 200) {
  const targets = /** @type {any[]} */ (
    await (await fetch(`http://127.0.0.1:${port}/json`)).json()
  );
  const target = targets.find((t) => /jyotisha-api/.test(t.title ?? t.url ?? '')) ?? targets[0];
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((r, j) => {
    ws.once('open', r);
    ws.once('error', j);
  });
  let next = 1;
  const pending = new Map();
  ws.on('message', (d) => {
    const m = JSON.parse(String(d));
    if (m.id && pending.has(m.id)) {
      pending.get(m.id)(m);
      pending.delete(m.id);
    }
  });
  /** @type {(method: string, params?: object) => Promise<any>} */
  const send = (method, params = {}) =>
    new Promise((r) => {
      const id = next++;
      pending.set(id, r);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: intervalUs });
  return {
    send,
    close: () =>
      new Promise((r) => {
        ws.once('close', r);
        ws.close();
      }),
  };
}

/** The workerd processes this one started (children and their children). */
export function workerdPids() {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
  const tree = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of rows)
      if (!tree.has(Number(pid)) && tree.has(Number(ppid))) {
        tree.add(Number(pid));
        grew = true;
      }
  }
  return rows
    .filter(
      ([pid, , comm]) =>
        tree.has(Number(pid)) && Number(pid) !== process.pid && /workerd/.test(comm ?? ''),
    )
    .map(([pid]) => Number(pid));
}

/** Dispose a Miniflare and end the workerd processes this script started, by pid. */
export async function disposeWithWorkerd(mf) {
  const mine = workerdPids();
  await mf.dispose();
  for (const pid of mine) {
    try {
      process.kill(pid);
    } catch {
      /* already gone */
    }
  }
}

/**
 * The heaviest functions of a profile, self and inclusive (each function counted once per stack),
 * as two Markdown tables of `top` rows, in ms per `perRequest` request(s) with their share of the
 * busy time (idle and program time left out). Returns the busy milliseconds.
 */
export function summarizeProfile(prof, { title, top = 30, perRequest = 1 }) {
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const spent = new Map();
  // A sample's weight is the wall time since the previous one, capped: on a loaded machine the
  // isolate's thread (or the sampler) is descheduled for tens of milliseconds at a time, and that
  // gap, which is no CPU of the isolate, would be charged to whatever function it fell in.
  const deltas = prof.timeDeltas.filter((d) => d > 0).sort((a, b) => a - b);
  const cap = 4 * (deltas[Math.floor(deltas.length / 2)] ?? 100);
  prof.samples.forEach((id, i) =>
    spent.set(id, (spent.get(id) ?? 0) + Math.min(cap, prof.timeDeltas[i] ?? 0)),
  );
  const name = (n) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  const self = new Map();
  const incl = new Map();
  let total = 0;
  let idle = 0;
  for (const [id, us] of spent) {
    total += us;
    const n = byId.get(id);
    if (['(idle)', '(program)'].includes(n.callFrame.functionName)) idle += us;
    self.set(name(n), (self.get(name(n)) ?? 0) + us);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const k = name(byId.get(cur));
      if (!seen.has(k)) {
        seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + us);
      }
    }
  }
  const busy = total - idle;
  const rows = (m) =>
    [...m]
      .filter(([k]) => !/^\((idle|root|program)\)/.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([k, v]) =>
          `| ${k} | ${(v / 1000 / perRequest).toFixed(2)} | ${((100 * v) / busy).toFixed(1)}% |`,
      )
      .join('\n');
  console.log(
    `\n### ${title}: ${(busy / 1000 / perRequest).toFixed(2)} ms busy a request (JS, GC and compilation; ${perRequest} request(s); ${(total / 1000).toFixed(0)} ms sampled)\n`,
  );
  console.log(`| self | ms a request | share |\n|---|---:|---:|\n${rows(self)}\n`);
  console.log(`| inclusive | ms a request | share |\n|---|---:|---:|\n${rows(incl)}`);
  return busy / 1000;
}
