// The shapes icons and stars are cut from: one clip path each, in the clipped element's own box,
// put by the build at the top of the HTML template's body.
import { describe, expect, it } from 'vitest';
import { documentShapesHtml, iconShapeId, MAX_STARS, STAR_ROWS } from '@ui/theme/documentShapes';
import { documentShapes } from '../../../scripts/lib/documentShapes';
import { documentClipPaths } from '../../support/documentShapes';

const transformHtml = (html: string) => {
  const hook = documentShapes().transformIndexHtml;
  if (typeof hook !== 'function') throw new Error('documentShapes transforms the HTML template');
  return hook.call(undefined as never, html, undefined as never) as string;
};

describe("the document's shapes", () => {
  it('hold a clip path for each row of stars and each icon, once, in the clipped element’s own box', () => {
    const clips = documentClipPaths();
    const ids = clips.map((clip) => clip.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([STAR_ROWS.filled, STAR_ROWS.outline, iconShapeId('addToCart')]));
    expect(documentShapesHtml().split('<clipPath ')).toHaveLength(clips.length + 1);
    for (const clip of clips) {
      expect(clip.units, clip.id).toBe('objectBoundingBox');
      expect(clip.paths, clip.id).toBe(Object.values(STAR_ROWS).includes(clip.id as never) ? MAX_STARS : 1);
    }
  });

  it("are put at the top of the template's body, and a template without a body is refused", () => {
    const html = transformHtml('<html><head></head><body><div id="root"></div></body></html>');
    expect(html).toBe(`<html><head></head><body>${documentShapesHtml()}<div id="root"></div></body></html>`);
    expect(() => transformHtml('<html></html>')).toThrow(/no <body>/);
  });
});
