// The shapes the rating stars are cut from (`Stars.tsx`): clip paths drawn once in every page's
// frame (`ClipShapes`).
import { ClipShapes, ICON_UNITS } from './ClipShapes';

/** Stars in a row. */
export const MAX_STARS = 5;

/** The ids of the clip paths: a row of filled stars and a row of outlined ones. */
export const STAR_CLIPS = { filled: 'ojas-stars', outline: 'ojas-stars-outline' } as const;

/** Material's star and star-outline icons, on a 24-unit square. */
const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_OUTLINE =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z';

/** A row of stars in the clipped element's own box (0 to 1 each way), whatever its size. */
function StarRowClip({ id, shape }: { id: string; shape: string }) {
  return (
    <clipPath id={id} clipPathUnits="objectBoundingBox">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <path
          key={index}
          d={shape}
          transform={`scale(${1 / (ICON_UNITS * MAX_STARS)} ${1 / ICON_UNITS}) translate(${ICON_UNITS * index} 0)`}
        />
      ))}
    </clipPath>
  );
}

export function StarShapes() {
  return (
    <ClipShapes>
      <StarRowClip id={STAR_CLIPS.filled} shape={STAR} />
      <StarRowClip id={STAR_CLIPS.outline} shape={STAR_OUTLINE} />
    </ClipShapes>
  );
}
