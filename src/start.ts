// The page's script. The app (src/main.tsx) starts once the server's first screen has been shown:
// its code, fetched beside the first screen's photo, would share a phone's bandwidth with it, and
// starting it is one long task that would hold back drawing the photo.
import { fetchDeferredChunks } from './adapters/browser/deferredChunks';
import { firstScreenShown } from './adapters/browser/firstScreen';

void firstScreenShown()
  .then(() => {
    fetchDeferredChunks();
    return import('./main');
  })
  .catch((error: unknown) => console.error('Ojas could not start', error));
