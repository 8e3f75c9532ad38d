// @vitest-environment jsdom
// A tap on a control of the app that React has not hydrated yet is held and played again once it
// has, in order; links, disabled controls, hydrated controls and what is outside the app are left
// alone, and a tap is not played after its control left the page or after the wait.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_TAP_WAIT_MS, holdEarlyTaps } from '@adapters/browser/earlyTaps';

beforeAll(() => holdEarlyTaps());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A tap as the browser reports it: bubbling and cancelable. */
const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
/** What React does to an element it hydrates. */
const hydrate = (element: Element) => Object.assign(element, { __reactProps$test: {} });
const byId = (id: string) => document.getElementById(id)!;

function answers() {
  const seen: string[] = [];
  document.body.addEventListener('click', (event) => seen.push((event.target as Element).id));
  return seen;
}

describe('early taps', () => {
  it('holds a tap on a control not yet hydrated (a form is not sent) and plays it once hydrated', async () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="root"><form><button id="open">Filters <span id="label">2</span></button></form></div>';
    const submitted = vi.fn((event: Event) => event.preventDefault());
    byId('root').querySelector('form')!.addEventListener('submit', submitted);
    const seen = answers();
    expect(tap(byId('label'))).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(seen).toEqual([]);
    expect(submitted).not.toHaveBeenCalled();

    hydrate(byId('open'));
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual(['open']);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('plays held taps in the order they came, each when its control is hydrated', async () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="root"><div role="tab" id="first">One</div><button id="second">Two</button></div>';
    const seen = answers();
    tap(byId('second'));
    tap(byId('first'));
    hydrate(byId('first'));
    await vi.advanceTimersByTimeAsync(200);
    expect(seen).toEqual([]);
    hydrate(byId('second'));
    await vi.advanceTimersByTimeAsync(200);
    expect(seen).toEqual(['second', 'first']);
  });

  it('lets through taps on hydrated controls, links, disabled controls and what is outside the app', () => {
    document.body.innerHTML =
      '<div id="root"><button id="ready">Ready</button><a href="#top" id="link"><span role="button" id="inLink">Shop</span></a><button disabled id="off">Off</button><p id="text">Hello</p></div><button id="outside">Outside</button>';
    hydrate(byId('ready'));
    for (const id of ['ready', 'link', 'inLink', 'off', 'text', 'outside']) expect(tap(byId(id))).toBe(true);
  });

  it('drops a tap whose control left the page, or that waited too long', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><button id="gone">Gone</button><button id="late">Late</button></div>';
    const gone = byId('gone');
    const late = byId('late');
    const answered = vi.fn();
    gone.addEventListener('click', answered);
    late.addEventListener('click', answered);
    tap(gone);
    tap(late);
    gone.remove();
    hydrate(gone);
    await vi.advanceTimersByTimeAsync(EARLY_TAP_WAIT_MS + 500);
    hydrate(late);
    await vi.advanceTimersByTimeAsync(500);
    expect(answered).not.toHaveBeenCalled();
    expect(tap(late)).toBe(true);
    expect(answered).toHaveBeenCalledTimes(1);
  });
});
