// When a server-rendered page's first screen has been shown: its first-screen photos
// (`fetchpriority="high"`) have loaded or failed, or a cap has passed, and a frame has been drawn.

/** A slow photo holds the app's start back this long at most. */
export const FIRST_SCREEN_CAP_MS = 2_000;
/** A hidden tab draws no frames: the start goes on after this long without one. */
const FRAME_CAP_MS = 100;

const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function settled(photo: HTMLImageElement): Promise<void> {
  if (photo.complete) return Promise.resolve();
  return new Promise((resolve) => {
    photo.addEventListener('load', () => resolve(), { once: true });
    photo.addEventListener('error', () => resolve(), { once: true });
  });
}

/** The task after the next frame: requestAnimationFrame's callbacks run just before it is drawn. */
function nextFrameDrawn(): Promise<void> {
  return Promise.race([
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    after(FRAME_CAP_MS),
  ]);
}

export async function firstScreenShown(root: ParentNode = document, capMs = FIRST_SCREEN_CAP_MS): Promise<void> {
  const photos = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  await Promise.race([Promise.all(photos.map(settled)), after(capMs)]);
  await nextFrameDrawn();
}
