// Which Chromium the browser tests drive, so `npm ci && npm test` needs nothing but Node:
// Debian's (CHROMIUM_PATH, /usr/bin/chromium by default) when it is installed, otherwise the
// headless Chromium shipped inside the @sparticuz/chromium npm package (unpacked to /tmp on
// first use). OJAS_BROWSER=bundled picks the npm one even where Debian's is installed.
import fs from 'node:fs';
import sparticuz from '@sparticuz/chromium';
import type { LaunchOptions } from 'playwright-core';

const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet, offline-friendly flags for Debian's build (the npm build brings its own). */
const SYSTEM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Flags of the npm build's serverless defaults that tests must not have: in one process, closing
 * a browser context closes the whole browser; and web security stays on, as in a user's browser.
 */
const SERVERLESS_ONLY_ARGS = new Set(['--single-process', '--disable-web-security']);

export type ChromiumSource = 'system' | 'bundled';

export function chromiumSource(): ChromiumSource {
  return process.env.OJAS_BROWSER !== 'bundled' && fs.existsSync(SYSTEM_CHROMIUM) ? 'system' : 'bundled';
}

export function describeChromium(source: ChromiumSource = chromiumSource()): string {
  return source === 'system'
    ? `Debian's Chromium (${SYSTEM_CHROMIUM})`
    : 'the Chromium inside the @sparticuz/chromium npm package';
}

export async function chromiumLaunchOptions(source: ChromiumSource = chromiumSource()): Promise<LaunchOptions> {
  if (source === 'system') return { executablePath: SYSTEM_CHROMIUM, args: SYSTEM_ARGS };
  const args = sparticuz.args.filter((arg) => !SERVERLESS_ONLY_ARGS.has(arg));
  return { executablePath: await sparticuz.executablePath(), args, headless: true };
}
