// The site's HTML. Public pages are rendered on the server by the SSR bundle (src/entry-server.tsx,
// built into <spaDir>/server/) with their data and MUI's styles, and kept in memory by URL until the
// public cache is emptied (its generation changes: the same writes make both stale), each with its
// ETag and compressed copies made once (a page of 300 KB goes out as about 30 KB). Private pages,
// and any page whose render fails, get the client-rendered shell; every page embeds the runtime
// configuration, so the browser never asks for it. A page is never a 500.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@domain/contract/config';
import { DEFERRED_CHUNKS_ELEMENT_ID } from '@domain/contract/pageScript';
import { PAGE_STATE_ELEMENT_ID, pageStateJson } from '@domain/contract/pageState';
import { isKnownPath, isPrivatePath } from '@domain/knownPaths';
import { keepBody, sendKeptBody, type KeptBody } from './keptBody';
import { pageChunkPreloads } from './pageChunks';
import type { PublicCache } from './publicCache';
import { CACHE_POLICIES } from './publicCache';
import { publicOrigin } from './publicOrigin';

/** What the SSR bundle exports (src/entry-server.tsx). */
export type PageRenderer = (request: {
  url: string;
  config: RuntimeConfig;
  origin: string;
  fetch: typeof globalThis.fetch;
}) => Promise<{ status: 200 | 404; head: string; hints: string; html: string; stateJson: string; pageModule: string }>;

/** Rendered pages kept; the least recently used goes first. */
const MAX_RENDERED_PAGES = 500;
/**
 * Renders running at once; past it a page not yet rendered gets the client-rendered shell, so a
 * flood of distinct URLs (each a new render) costs the server bounded CPU.
 */
export const MAX_CONCURRENT_RENDERS = 4;
const ROOT_ELEMENT = '<div id="root"></div>';
/** The in-process API calls a render may make: reads only. */
const READ_METHODS = new Set(['GET', 'POST']);

interface RenderedHtml {
  status: number;
  /** The whole document, kept with its compressed copies. */
  html: KeptBody;
}

/** Loads the SSR bundle when it was built; undefined when not (pages are then client-rendered). */
export async function loadPageRenderer(spaDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(spaDir, 'server', 'entry-server.js');
  if (!fs.existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: PageRenderer };
  return module.renderPage;
}

/** The API as a fetch that never leaves the process: the render's loads go through the routes. */
function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://ssr.invalid');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (!READ_METHODS.has(method)) throw new Error(`A render may only read (${method} ${url.pathname})`);
    const reply = await app.inject({
      method: method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers)),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(reply.body, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The generic title and description of index.html, which a rendered page's own head replaces. */
const GENERIC_HEAD = /<title>[^<]*<\/title>|<meta\s+name="description"[^>]*>/g;

/**
 * A rendered page paints from its HTML; its scripts only hydrate it. Fetched at low priority they
 * leave a phone's bandwidth to the page's main image (the LCP) and no longer hold up the first
 * paint. The client-rendered shell keeps them at the browser's default: it has nothing to show
 * without them.
 */
export const LOW_PRIORITY_SCRIPTS = 'fetchpriority="low"';
const deprioritiseScripts = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")/g, `<$1 ${LOW_PRIORITY_SCRIPTS}`);

/**
 * The built index.html split around the root element, with the page's head and state put in. A
 * rendered page's head starts with its first-screen photo's preload and its own tags and ends with
 * the page's script; the app's and the page's code wait in a template until that script has seen
 * the first screen shown (src/start.ts), so the photo has the phone's bandwidth to itself. The
 * client-rendered shell preloads them at once: it has nothing to show without them.
 */
function pageTemplate(indexHtml: string) {
  const [before = '', after = ''] = indexHtml.split(ROOT_ELEMENT);
  const [beforeHead = '', afterHead = ''] = before.split('</head>');
  const scriptsAt = beforeHead.search(/<(script type="module"|link rel="modulepreload")/);
  const headStart = beforeHead.slice(0, scriptsAt < 0 ? undefined : scriptsAt).replace(GENERIC_HEAD, '');
  const entryScripts = scriptsAt < 0 ? '' : deprioritiseScripts(beforeHead.slice(scriptsAt));
  return {
    shellHead: (appScripts: string) => `${beforeHead}${appScripts}</head>${afterHead}<div id="root">`,
    head: (tags: string, appScripts: string) =>
      `${headStart}${tags}${entryScripts}<template id="${DEFERRED_CHUNKS_ELEMENT_ID}">${deprioritiseScripts(appScripts)}</template></head>${afterHead}<div id="root">`,
    body: (html: string, stateJson: string) =>
      `${html}</div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${stateJson}</script>${after}`,
  };
}

export function servePages(
  app: FastifyInstance,
  {
    spaDir,
    config,
    origin,
    publicCache,
    renderer,
  }: {
    spaDir: string;
    config: RuntimeConfig;
    /** PUBLIC_ORIGIN, or unset for each request's own. */
    origin: string | undefined;
    publicCache: PublicCache;
    renderer: PageRenderer | undefined;
  },
) {
  const template = pageTemplate(fs.readFileSync(path.join(spaDir, 'index.html'), 'utf8'));
  const preloads = pageChunkPreloads(spaDir);
  const shellBody = template.body('', pageStateJson({ config, resources: {} }));
  const shell = keepBody(template.shellHead(preloads()) + shellBody);
  // Kept by origin and URL (the head's absolute URLs name the origin); emptied with the public cache.
  const rendered = new Map<string, RenderedHtml>();
  publicCache.onInvalidate(() => rendered.clear());
  const fetch = inProcessFetch(app);
  let running = 0;

  async function render(url: string, origin: string, known: boolean): Promise<RenderedHtml | undefined> {
    const key = `${origin}${url}`;
    const kept = rendered.get(key);
    if (kept) {
      rendered.delete(key);
      rendered.set(key, kept);
      return kept;
    }
    if (!renderer || running >= MAX_CONCURRENT_RENDERS) return undefined;
    const generation = publicCache.generation;
    running += 1;
    const page = await renderer({ url, config, origin, fetch }).finally(() => {
      running -= 1;
    });
    const result = {
      status: known ? page.status : 404,
      html: keepBody(
        template.head(page.hints + page.head, preloads(page.pageModule)) + template.body(page.html, page.stateJson),
      ),
    };
    // A render that overlapped a change of the data is served but not kept.
    if (generation === publicCache.generation) {
      rendered.set(key, result);
      if (rendered.size > MAX_RENDERED_PAGES) rendered.delete(rendered.keys().next().value!);
    }
    return result;
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0]!;
    const known = isKnownPath(pathname);
    const status = known ? 200 : 404;
    const sendShell = (code: number) =>
      sendKeptBody(
        request,
        reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-cache'),
        shell,
      );
    if (known && isPrivatePath(pathname)) return sendShell(200);
    let page: RenderedHtml | undefined;
    try {
      page = await render(request.url, publicOrigin(request, origin), known);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'rendering the page failed; sent the client-rendered page');
    }
    if (!page) return sendShell(status);
    return sendKeptBody(
      request,
      reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', page.status === 200 ? CACHE_POLICIES.live : 'no-cache'),
      page.html,
    );
  };
}
