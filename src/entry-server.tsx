// The server's composition root: renders a public page with its data, in passes. The data the URL
// names by itself (`pageDataOfUrl`) is loaded before the first. React's `prerender` waits for the
// lazy page; each pass notes the page data the page asked for and found nothing for, the server
// loads it (through its own API routes, so the public cache and the replies' validation apply), and
// the next pass renders with it, until nothing new is asked for.
// MUI's styles are extracted from the final pass into the head. Built by Vite (`vite build --ssr`)
// into dist/server/ and loaded by the server at start; it never starts an actor, so rendering
// does no I/O but the page-data loads below.
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { AuthAdapter } from './adapters/auth/firebaseAuth';
import { createApiClient } from './adapters/http/apiClient';
import { createLocalStore } from './adapters/storage/localStore';
import { createPageDataLoader } from './composition/pageData';
import { createRecordingPreloadedData, lookupIn, type PreloadedEntries } from './composition/preloadedData';
import { composeServices } from './composition/services';
import type { RuntimeConfig } from './domain/contract/config';
import { pageStateJson } from './domain/contract/pageState';
import { pageDataOfUrl } from './domain/pageData';
import { dataAtHand, dependsOnTimeOfDay, resourceKey, type ResourceRequest } from './domain/resources';
import { App } from './ui/app/App';
import { pageModuleOfPath } from './ui/app/pageModules';
import { headTags } from './ui/seo/headTags';
import { pageHead } from './ui/seo/pageHead';
import { createStyleCache } from './ui/theme/styleCache';
import { createAppTheme } from './ui/theme/theme';

/** Enough for a page whose data depends on other data (a product, then its brand's items). */
const MAX_PASSES = 3;
const THEME = createAppTheme();

export interface RenderRequest {
  /** The page's path and query string. */
  url: string;
  config: RuntimeConfig;
  /** The site's public origin, for the canonical and Open Graph URLs. */
  origin: string;
  /** Reaches the server's own API (the server passes one that goes through its routes in process). */
  fetch: typeof globalThis.fetch;
}

export interface RenderedPage {
  /** 404 when a thing the page shows does not exist (a product, a doctor, a post). */
  status: 200 | 404;
  /** The page's head elements (title, description, canonical, Open Graph, JSON-LD) and its styles. */
  head: string;
  /** Preloads for the first screen (its main photo), to come first in the head. */
  hints: string;
  /** The rendered app, for inside the root element. */
  html: string;
  /** The page state (config and page data) as JSON safe inside a script element. */
  stateJson: string;
  /** The module of the page rendered, as the build manifest names it (its chunks are preloaded). */
  pageModule: string;
}

/** The page state of a page the server does not render: the runtime configuration alone. */
export function shellStateJson(config: RuntimeConfig): string {
  return pageStateJson({ config, resources: {} });
}

/** Storage that holds nothing: the server has no visitor's device to read. */
const NO_STORAGE: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

const refuse = () => Promise.reject(new Error('Nobody signs in while the server renders'));
/** Nobody is signed in on the server; the session actor, which would watch this, never starts. */
const NO_AUTH: AuthAdapter = {
  onAuthStateChanged: () => () => undefined,
  getIdToken: async () => null,
  signOut: refuse,
  sendPhoneCode: refuse,
  confirmPhoneCode: refuse,
  signInWithGoogle: refuse,
  linkGoogle: refuse,
  setDisplayName: refuse,
  currentUser: () => null,
};

/** A gateway that is never opened: the server renders, it takes no payments. */
const NO_GATEWAY = { open: () => Promise.reject(new Error('Payments are not taken while rendering on the server')) };

async function streamText(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderPass(request: RenderRequest, entries: PreloadedEntries) {
  const preloaded = createRecordingPreloadedData(entries);
  const [path = '/', search = ''] = request.url.split('?');
  const { services } = await composeServices({
    config: request.config,
    api: createApiClient({ baseURL: request.config.apiBase, getToken: async () => null, fetch: request.fetch }),
    auth: NO_AUTH,
    local: createLocalStore(NO_STORAGE),
    gateway: NO_GATEWAY,
    path,
    preloaded,
  });
  const errors: unknown[] = [];
  const cache = createStyleCache();
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <Router ssrPath={path} ssrSearch={search}>
        <App services={services} theme={THEME} />
      </Router>
    </CacheProvider>,
    // One chunk: every boundary inline, so the page needs none of React's inline scripts (the CSP
    // allows no inline script) to show its content.
    {
      onError: (error) => {
        errors.push(error);
      },
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await streamText(prelude as unknown as AsyncIterable<Uint8Array>);
  return { html, misses: preloaded.misses, emotion, errors };
}

type CriticalStyles = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * The page's critical styles as the head's style tags, as Emotion writes them but marked `data-s`,
 * Emotion's mark of a tag already in its place. Every style cache of the key `css` made in the
 * browser (Emotion's default one, made as the app's code is evaluated, and ours) moves each
 * server-rendered tag without it to the end of the head, to take styles rendered inside the page
 * out of React's way; ours are in the head already, and moving them restyled the whole page in the
 * middle of that evaluation.
 */
function styleTags({ styles }: CriticalStyles): string {
  return styles
    .map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`)
    .join('');
}

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { loadResource } = createPageDataLoader(
    createApiClient({ baseURL: request.config.apiBase, getToken: async () => null, fetch: request.fetch }),
  );
  const entries: PreloadedEntries = {};
  const failed = new Set<string>();
  /** Loads what is wanted into the entries; whether anything new came. */
  async function load(wanted: ResourceRequest[]): Promise<boolean> {
    // Data that goes stale as the day goes by is left to the browser: the rendered page is kept.
    const loadable = wanted.filter((resource) => !failed.has(resourceKey(resource)) && !dependsOnTimeOfDay(resource));
    const loaded = await Promise.all(
      loadable.map(async (resource) => [resource, dataAtHand(await loadResource(resource))] as const),
    );
    // A load that failed leaves the page's own loading state; the browser loads it again.
    for (const [resource, data] of loaded) {
      if (data === undefined) failed.add(resourceKey(resource));
      else entries[resourceKey(resource)] = data;
    }
    return loaded.some(([, data]) => data !== undefined);
  }
  // What the URL names by itself is there for the first pass; each pass then asks for the rest.
  await load(pageDataOfUrl(request.url));
  let pass = await renderPass(request, entries);
  for (let count = 1; count < MAX_PASSES && (await load([...pass.misses.values()])); count += 1)
    pass = await renderPass(request, entries);
  const { html, emotion, errors } = pass;
  // A part that failed would be rendered again by the browser (a hydration error): send the shell.
  if (errors.length > 0) throw new AggregateError(errors, `Rendering ${request.url} failed`);
  const styles = styleTags(emotion.extractCriticalToChunks(html));
  const head = pageHead(request.url, lookupIn(entries), request.origin, request.config.staticBase);
  const missing = head.status === 404 || Object.values(entries).some((data) => data === null);
  const hints = LEADING_PRELOADS.exec(html)![0];
  return {
    status: missing ? 404 : 200,
    head: headTags(head) + styles,
    hints,
    html: html.slice(hints.length),
    stateJson: pageStateJson({ config: request.config, resources: entries }),
    pageModule: pageModuleOfPath(request.url.split('?')[0] ?? '/').source,
  };
}

/**
 * React writes what it preloads for the first screen (a photo with `fetchPriority="high"`) ahead of
 * the page's markup; the server puts it in the head, before the scripts, so the browser asks for
 * the photo (the largest paint) first.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)*/;
