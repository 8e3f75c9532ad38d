import type { EmotionCache } from '@emotion/cache';

/**
 * A style cache that inserts only the styles some element wears. Emotion inserts the rules of each
 * layer of a component styled on top of another (`styled(Paper)` for the app bar, `styled(ButtonBase)`
 * for a button), though the element wears only the class its innermost layer merges them into: on
 * a phone's first load, about 25 insertions of some 170 rules nothing wears, 7-12 ms of hydration
 * at full speed on this machine. The styles of such a layer are the ones Emotion registers to merge
 * them later (`cache.registered`): their insertion waits for the next animation frame, which
 * inserts, before that frame is painted, those of a class some element wears by then (a layer
 * styling a component that is not Emotion's, a router's link, is worn as it is). For the browser
 * only: the server sends the styles of the classes in its HTML, whichever layer made them.
 */
export function wornStylesOnly(cache: EmotionCache): EmotionCache {
  const insert = cache.insert;
  const waiting = new Map<string, Parameters<EmotionCache['insert']>>();
  const insertWorn = () => {
    for (const [className, args] of waiting)
      if (cache.inserted[args[1].name] === undefined && document.getElementsByClassName(className).length > 0)
        insert(...args);
    waiting.clear();
  };
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // A waiting layer's keyframes come again with each of its renders: inserted once.
    if (shouldCache && cache.inserted[serialized.name] !== undefined) return undefined;
    const className = `${cache.key}-${serialized.name}`;
    if (sheet !== cache.sheet || !shouldCache || cache.registered[className] === undefined)
      return insert(selector, serialized, sheet, shouldCache);
    if (waiting.size === 0) requestAnimationFrame(insertWorn);
    waiting.set(className, [selector, serialized, sheet, shouldCache]);
    return undefined;
  };
  return cache;
}
