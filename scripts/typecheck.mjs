#!/usr/bin/env node
// `npm run typecheck`: the four TypeScript projects (the Worker and its workerd tests, the Node code
// and tests, the JavaScript scripts, the TypeScript SDK), as many at once as the machine has cores
// (each tsc is one thread; one after another they took twice as long on CI's 2 cores). Each
// project's output is printed whole when it ends; the exit code is 1 if any failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
// the largest first, so the others fill the other core beside it
const PROJECTS = [
  'tsconfig.json',
  'tsconfig.node.json',
  'tsconfig.scripts-js.json',
  'sdk/typescript/tsconfig.json',
];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '--noEmit', '-p', project], { cwd: ROOT });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : `failed (${code})`}\n${out}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
let ok = true;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    while (queue.length) ok = (await check(queue.shift())) && ok;
  }),
);
process.exit(ok ? 0 : 1);
