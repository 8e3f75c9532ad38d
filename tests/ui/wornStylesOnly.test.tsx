import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStyleCache } from '@ui/theme/styleCache';
import { wornStylesOnly } from '@ui/theme/wornStylesOnly';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Renders the element under a wrapped style cache whose insertions (the ones that reach the
 * document) are recorded by selector.
 */
function renderRecorded(element: ReactElement) {
  const cache = createStyleCache();
  const inserted: string[] = [];
  const insert = cache.insert;
  cache.insert = vi.fn((...args: Parameters<typeof insert>) => {
    inserted.push(args[0]);
    return insert(...args);
  });
  const { container } = render(<CacheProvider value={wornStylesOnly(cache)}>{element}</CacheProvider>);
  return { cache, inserted, container };
}

const PaperRoot = styled('div')({ color: 'darkgreen' });
/** As MUI's components are: a component rendering a styled element, handing on its class name. */
function Paper({ className }: { className?: string }) {
  return <PaperRoot className={className} />;
}
/** Styled on top of it (as MUI's app bar on its paper): the paper's root merges this layer's class. */
const Layered = styled(Paper)({ margin: 4 });
function PlainLink({ className }: { className?: string }) {
  return <a href="/store" className={className} />;
}
/** Styled on top of a component that is not Emotion's: the element wears this class itself. */
const StyledLink = styled(PlainLink)({ padding: 8 });

describe('wornStylesOnly', () => {
  it("never inserts a layer's class that nothing wears, and inserts the merged one at once", async () => {
    const { cache, inserted, container } = renderRecorded(<Layered />);
    const worn = container.querySelector('div')!.className;
    expect(inserted).toEqual([`.${worn}`]);
    await nextFrame();
    expect(inserted).toEqual([`.${worn}`]);
    const layer = Object.keys(cache.registered).find((className) => cache.registered[className]?.includes('margin'));
    expect(layer).toBeDefined();
    expect(worn).not.toBe(layer);
    expect(cache.inserted[layer!.slice(cache.key.length + 1)]).toBeUndefined();
  });

  it('inserts the class of a layer an element wears before the next frame is drawn', async () => {
    const { cache, inserted, container } = renderRecorded(<StyledLink />);
    const worn = container.querySelector('a')!.className;
    expect(inserted).toEqual([]);
    await nextFrame();
    expect(inserted).toEqual([`.${worn}`]);
    expect(cache.inserted[worn.slice(cache.key.length + 1)]).toBe(true);
  });
});
