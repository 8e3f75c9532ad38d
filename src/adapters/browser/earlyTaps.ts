// The server's HTML shows before the app's code has run and hydrated it, and a tap on a button
// there would do nothing (or, on a form's button, send the form off as a page load). A tap on a
// control of the app that React has not hydrated yet is held, and played again once it has, in the
// order the taps came. Links are left alone: they work without the app.

const APP_ROOT = '#root';
const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';
/** A tap is not played later than this after it was made: by then the shopper has moved on. */
export const EARLY_TAP_WAIT_MS = 10_000;
const POLL_MS = 50;

/**
 * React marks each element it has hydrated (or drawn) with its props under a `__reactProps$…` key;
 * it offers no public signal for one element, and drops a click on a part it cannot hydrate at once.
 */
const hydrated = (control: HTMLElement) => Object.keys(control).some((key) => key.startsWith('__reactProps$'));

async function hydratedBefore(control: HTMLElement, deadline: number): Promise<boolean> {
  while (control.isConnected && !hydrated(control) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  return control.isConnected && hydrated(control);
}

let played: Promise<void> = Promise.resolve();

function hold(event: MouseEvent) {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  if (!control || hydrated(control) || !control.closest(APP_ROOT)) return;
  if (control.closest('a[href]') || control.matches(':disabled')) return;
  event.preventDefault();
  event.stopPropagation();
  const deadline = Date.now() + EARLY_TAP_WAIT_MS;
  played = played.then(async () => {
    if (await hydratedBefore(control, deadline)) control.click();
  });
}

/** Holds taps on controls the app has not hydrated yet, from the page's first script on. */
export function holdEarlyTaps(target: Document = document): void {
  target.addEventListener('click', hold, true);
}
