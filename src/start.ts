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
    // React's chunk is evaluated in a task of its own before the app's (vite.config.ts keeps them
    // apart): evaluated together they were every page's longest task on a phone.
    await import('react-dom/client');
    await yieldToBrowser();
    return import('./main');
  })
  .catch((error: unknown) => console.error('Ojas could not start', error));
