// The page's script. The app (src/main.tsx) starts once the server's first screen has been shown:
// its code, fetched beside the first screen's photo, would share a phone's bandwidth with it, and
// starting it is long work that would hold back drawing the photo. A tap on a button until then is
// held and answered once the app has hydrated it.
import { fetchDeferredChunks } from './adapters/browser/deferredChunks';
import { holdEarlyTaps } from './adapters/browser/earlyTaps';
import { firstScreenShown } from './adapters/browser/firstScreen';
import { yieldToBrowser } from './adapters/browser/yieldToBrowser';

holdEarlyTaps();
void firstScreenShown()
  .then(async () => {
    void fetchDeferredChunks();
    // The app's chunks are evaluated a task each, each before the chunks that import it
    // (vite.config.ts keeps them apart; importing a module of a chunk evaluates the whole chunk):
    // evaluated together they were every page's longest task on a phone.
    await import('react-dom/client'); // React
    await yieldToBrowser();
    await import('./domain/routes'); // the basis: domain and adapters
    await yieldToBrowser();
    await import('./composition/services'); // the services: machines and composition
    await yieldToBrowser();
    await import('@emotion/react'); // the UI's libraries
    await yieldToBrowser();
    return import('./main'); // the UI, which starts the app
  })
  .catch((error: unknown) => console.error('Ojas could not start', error));
