// The one browser fixture of the browser suites: `useBrowser()` launches Chromium for the file
// and closes it after; `newPage()` opens a page in a fresh context at a phone or desktop width,
// with every outside host refused (Google's api.js answered by a local stand-in when asked),
// and any console error or uncaught exception on it fails the test that opened it.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { chromiumLaunchOptions } from '../support/chromium';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];

/**
 * How long one step (a click, a wait for an element or a URL) may take. CI runs this suite beside
 * the server suites on two cores, where the server's database thread yields the CPU to them: the
 * booking journey took 23 s on a quiet machine and 67 s there, and one of its steps passed
 * Playwright's default 30 s once.
 */
const STEP_TIMEOUT_MS = 60_000;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
const GOOGLE_API = { hostname: 'apis.google.com', pathname: '/js/api.js' };
const GAPI_STAND_IN = fs.readFileSync(path.join(import.meta.dirname, 'gapiShim.js'), 'utf8');

export interface BrowserOptions {
  /** Serve the local stand-in for Google's api.js, which Google sign-in needs even against the emulator. */
  googleApi?: boolean;
}

export interface PageOptions {
  /** Console errors raised by requests to URLs containing one of these are expected. */
  toleratedErrorSources?: string[];
  /** Another browser's user agent (a phone's, where Firebase behaves differently). */
  userAgent?: string;
  /** False: the page's scripts never run (what a crawler or a link preview sees). */
  javaScriptEnabled?: boolean;
}

interface OpenPage {
  context: BrowserContext;
  errors: string[];
}

export function useBrowser(options: BrowserOptions = {}) {
  let browser: Browser | undefined;
  let opened: OpenPage[] = [];

  beforeAll(async () => {
    browser = await chromium.launch(await chromiumLaunchOptions());
  });
  afterEach(async () => {
    const pages = opened;
    opened = [];
    await Promise.all(pages.map((page) => page.context.close()));
    expect(
      pages.flatMap((page) => page.errors),
      'console errors and uncaught exceptions',
    ).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function refuseOutsideHosts(context: BrowserContext): Promise<void> {
    await context.route(
      (url) => !LOCAL_HOSTS.has(url.hostname),
      (route) => {
        const url = new URL(route.request().url());
        if (options.googleApi && url.hostname === GOOGLE_API.hostname && url.pathname === GOOGLE_API.pathname) {
          return route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN });
        }
        return route.abort();
      },
    );
  }

  return {
    /** A page in a fresh context; the fixture closes it after the test. */
    async newPage(viewport: Viewport = VIEWPORTS.desktop, pageOptions: PageOptions = {}): Promise<Page> {
      if (!browser) throw new Error('newPage() runs inside a test, after useBrowser() launched Chromium');
      const context = await browser.newContext({
        viewport,
        ...(pageOptions.userAgent ? { userAgent: pageOptions.userAgent } : {}),
        ...(pageOptions.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
      });
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      const open: OpenPage = { context, errors: [] };
      opened.push(open);
      await refuseOutsideHosts(context);
      const page = await context.newPage();
      const tolerated = (message: ConsoleMessage) =>
        (pageOptions.toleratedErrorSources ?? []).some((source) => message.location().url.includes(source));
      page.on('console', (message) => {
        if (message.type() === 'error' && !tolerated(message))
          open.errors.push(`console on ${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => open.errors.push(`pageerror on ${page.url()}: ${error.message}`));
      return page;
    },
  };
}

/**
 * Waits until the server-rendered page is hydrated, its page code loaded and the sign-in state
 * known (the cart button's label then counts the items), and every control of the page hydrated:
 * the page's parts hydrate apart, after the navbar, and text typed into a field React has not
 * hydrated yet is not seen by its form (docs/architecture.md, Hydration). A click on server HTML
 * before hydration does nothing, as for a visitor; a navigation before the page's code has loaded
 * makes React draw that page again in the browser (a recoverable hydration error).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.getByRole('link', { name: /^Cart/ }).first().getAttribute('aria-label'), { timeout: 15_000 })
    .toMatch(/^Cart, \d+ items?$/);
  await expect.poll(() => page.locator('#root').evaluate(unhydratedControls), { timeout: 15_000 }).toEqual([]);
}

/**
 * The controls under `root` that React has not hydrated: it marks each element it has hydrated
 * (or drawn) with its props under a `__reactProps$…` key, as the page's early-tap holder reads.
 */
function unhydratedControls(root: Element): string[] {
  return [...root.querySelectorAll('button, input, select, textarea')]
    .filter((control) => !Object.keys(control).some((key) => key.startsWith('__reactProps$')))
    .map((control) => control.outerHTML.slice(0, 80));
}

/** Requests to `url` wait until `release()`; `requested` settles once the first one is made. */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(url, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}
