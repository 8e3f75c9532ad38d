// An icon cut from one of the document's shapes (`@ui/theme/documentShapes`), for icons a grid of
// cards repeats: one element, no markup of its own, in its text's colour.
import Box from '@mui/material/Box';
import { iconShapeId, type IconShape } from '@ui/theme/documentShapes';

/** The cut, filled with the text's colour; a forced-colours theme would paint the fill over. */
const cutFrom = (icon: IconShape) =>
  ({ bgcolor: 'currentColor', clipPath: `url(#${iconShapeId(icon)})`, forcedColorAdjust: 'none' }) as const;

/** Decorative; Material's icon sizes (a button's start icon sets its own font size). */
export function ShapeIcon({ icon }: { icon: IconShape }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{ display: 'inline-block', flexShrink: 0, fontSize: '1.5rem', width: '1em', height: '1em', ...cutFrom(icon) }}
    />
  );
}

/**
 * The icon before an element's text, the size of Material's small icons. The element lays out
 * its icon and text (flex, a gap) itself.
 */
export const iconBeforeSx = (icon: IconShape) =>
  ({ '&::before': { content: '""', flexShrink: 0, width: '1.25rem', height: '1.25rem', ...cutFrom(icon) } }) as const;
