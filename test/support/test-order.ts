/**
 * The order in which `vitest run` starts the test files (vitest.config.ts `sequence.sequencer`).
 *
 * Vitest 4 runs every project of one `sequence.groupOrder` in one pool of `maxWorkers` slots, taking
 * the files in the sequencer's order (first come, first served). Its own sequencer starts the
 * longest files first only from its results cache, which a clean clone (CI) does not have; without
 * it the projects come one after the other by name (browser, node, sdk, workers), so the files that
 * mostly wait (a wrangler dev start, newman paced by a rate limit, Chromium, Python) would hold
 * every slot together and then the CPU-bound workers files would run alone.
 *
 * This order is a plan made by simulating the pool with each file's recorded wall seconds
 * (test/durations.json, written by `node scripts/test-durations.mjs` from a run's JSON report; a
 * file not listed counts as a short one): whenever a slot is free it takes the longest waiting file
 * left while fewer than `waitSlots` waiting files run, else the longest CPU-bound (workers) file
 * left. The recorded seconds only order the files: nothing is skipped, timed or bounded by them.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files of these projects mostly wait on other processes (servers, browsers, timers). */
const WAITING_PROJECTS = new Set(['node', 'sdk', 'browser']);
/** At most this many waiting files are planned to run at once; the other slots take workers files. */
export const WAIT_SLOTS = 2;
/** Seconds assumed for a file test/durations.json does not list. */
const UNKNOWN_S = 5;

interface Planned {
  spec: TestSpecification;
  seconds: number;
  waiting: boolean;
}

function recorded(root: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(join(root, 'test', 'durations.json'), 'utf8')) as Record<
      string,
      number
    >;
  } catch {
    return {};
  }
}

/** The start order of `files` on `slots` slots (a pure function of the files and their seconds). */
export function plan<T extends { seconds: number; waiting: boolean }>(
  files: T[],
  slots: number,
  waitSlots: number,
): T[] {
  const byLength = (a: T, b: T) => b.seconds - a.seconds;
  const waiting = files.filter((f) => f.waiting).sort(byLength);
  const cpu = files.filter((f) => !f.waiting).sort(byLength);
  const running: Array<{ file: T; endS: number }> = [];
  const order: T[] = [];
  let nowS = 0;
  while (waiting.length || cpu.length) {
    while (running.length < slots && (waiting.length || cpu.length)) {
      const waitingRunning = running.filter((r) => r.file.waiting).length;
      const next =
        (waitingRunning < waitSlots && waiting.length) || !cpu.length
          ? waiting.shift()!
          : cpu.shift()!;
      running.push({ file: next, endS: nowS + next.seconds });
      order.push(next);
    }
    running.sort((a, b) => a.endS - b.endS);
    nowS = running.shift()!.endS;
  }
  return order;
}

export default class PlannedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = recorded(root);
    const slots = typeof this.ctx.config.maxWorkers === 'number' ? this.ctx.config.maxWorkers : 1;
    // one plan per group order (groups run one after the other), in vitest's order of groups
    const groups = new Map<number, Planned[]>();
    for (const spec of files) {
      const order = spec.project.config.sequence.groupOrder ?? 0;
      const key = relative(root, spec.moduleId);
      if (!groups.has(order)) groups.set(order, []);
      groups.get(order)!.push({
        spec,
        seconds: seconds[key] ?? UNKNOWN_S,
        waiting: WAITING_PROJECTS.has(spec.project.name),
      });
    }
    return [...groups.keys()]
      .sort((a, b) => a - b)
      .flatMap((k) => plan(groups.get(k)!, slots, WAIT_SLOTS).map((p) => p.spec));
  }
}
