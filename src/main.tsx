// Composition root: builds the browser's adapters, composes the services (src/composition) and
// mounts the app, hydrating the server's HTML when the page has it.
import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createFirebaseAuth, preloadFirebaseAuth } from './adapters/auth/firebaseAuth';
import { readPageState } from './adapters/browser/pageState';
import { yieldToBrowser } from './adapters/browser/yieldToBrowser';
import { createApiClient } from './adapters/http/apiClient';
import { loadRuntimeConfig } from './adapters/http/runtimeConfig';
import { createPaymentGateway } from './adapters/payments';
import { createLocalStore } from './adapters/storage/localStore';
import { createBrowserPreloadedData } from './composition/preloadedData';
import { composeServices } from './composition/services';
import { App } from './ui/app/App';
import { StartFailure } from './ui/app/StartFailure';
import { createStyleCache } from './ui/theme/styleCache';
import { createAppTheme } from './ui/theme/theme';
import { wornStylesOnly } from './ui/theme/wornStylesOnly';

/**
 * Stately's inspector, with `OJAS_INSPECT=1 npm run dev` only: the constant is empty in every
 * other build, so the bundler drops the import.
 */
async function loadInspector() {
  if (import.meta.env.VITE_OJAS_INSPECT !== '1') return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

async function boot() {
  void preloadFirebaseAuth();
  // Each step of the start is a task of its own: evaluating the code, reading the page's state,
  // composing and starting the services, making the theme, hydrating. Together they were one task
  // of about 300 ms on a slowed phone CPU.
  await yieldToBrowser();
  const inspect = await loadInspector();
  const embedded = readPageState();
  const config = embedded?.config ?? (await loadRuntimeConfig());
  const auth = createFirebaseAuth(config);
  const api = createApiClient({ baseURL: config.apiBase, getToken: () => auth.getIdToken() });
  const preloaded = createBrowserPreloadedData(embedded?.resources ?? {});
  // The embedded data is the first page's only: after a navigation every page loads fresh data.
  for (const event of ['pushState', 'popstate'])
    window.addEventListener(event, () => preloaded.retire(), { once: true });
  await yieldToBrowser();
  const { services, start } = await composeServices({
    config,
    api,
    auth,
    local: createLocalStore(),
    gateway: createPaymentGateway(config),
    path: window.location.pathname,
    preloaded,
    inspect,
    pause: yieldToBrowser,
  });
  await yieldToBrowser();
  start();
  await yieldToBrowser();
  const theme = createAppTheme();
  await yieldToBrowser();
  const app = (
    <CacheProvider value={wornStylesOnly(createStyleCache())}>
      <App services={services} theme={theme} />
    </CacheProvider>
  );
  // In a transition React hydrates in slices of about 5 ms, not the whole root in one task; what a
  // tap lands on meanwhile is hydrated at once and the tap replayed.
  if (container.hasChildNodes())
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    });
  else createRoot(container, { onRecoverableError: reportRecoverableError }).render(app);
}

/**
 * A mismatch between the server's HTML and the first render, or an error in a concurrent render
 * that React recovered from by rendering again: the console tells, with the error React wrapped
 * (its production message names only the kind) and the components it came from.
 */
function reportRecoverableError(error: unknown, { componentStack }: { componentStack?: string }) {
  console.error('Ojas recovered from a render error', error, (error as { cause?: unknown }).cause, componentStack);
}

const container = document.getElementById('root')!;
boot().catch((error: unknown) => {
  console.error('Ojas could not start', error);
  createRoot(container).render(<StartFailure />);
});
