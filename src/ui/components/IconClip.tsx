// An icon cut from a clip path (`ClipShapes`): its shape, and the icon drawn before a line's text.
import { ICON_UNITS } from './ClipShapes';

/** An icon's shape in the clipped element's own box (0 to 1 each way), whatever its size. */
export function IconClip({ id, shape }: { id: string; shape: string }) {
  return (
    <clipPath id={id} clipPathUnits="objectBoundingBox">
      <path d={shape} transform={`scale(${1 / ICON_UNITS})`} />
    </clipPath>
  );
}

/**
 * An icon before an element's text, in the text's colour, cut from the clip path `id`: the size of
 * Material's small icons. The element lays out its icon and text (flex, a gap) itself.
 */
export const iconBeforeSx = (id: string) =>
  ({
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: '1.25rem',
      height: '1.25rem',
      bgcolor: 'currentColor',
      clipPath: `url(#${id})`,
      // A forced-colours theme would paint the background over: keep it the (forced) text colour.
      forcedColorAdjust: 'none',
    },
  }) as const;
