/** Where Debian's Chromium is, and the flags it needs here (root, no GPU, closed network). */
import { existsSync } from 'node:fs';

export function chromiumPath(): string {
  const p = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(p))
    throw new Error(
      `Chromium not found at ${p}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  return p;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
