// The shapes icons and rating stars are cut from (`clip-path: url(#id)`), drawn once in every
// page's document: the build puts their SVG at the top of the HTML template's body
// (`scripts/lib/documentShapes.ts`), outside the app's root. A grid of cards then carries no icon
// markup per card, and the shapes cost the page's script nothing. (Cut from SVG images instead,
// CSS masks of data URLs, each image cost the browser a document of its own, in a task of its own
// as the page started: 20-30 ms at 1× here, several times that on a phone.)

/** Stars in a row of rating stars. */
export const MAX_STARS = 5;

/** The clip paths of the rating stars: a row of filled stars and a row of outlined ones. */
export const STAR_ROWS = { filled: 'ojas-stars', outline: 'ojas-stars-outline' } as const;

/** Material's icons are drawn on a 24-unit square. */
const ICON_UNITS = 24;
// Material's Star and StarOutline.
const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_OUTLINE =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z';

/** The icons a grid of cards repeats, each Material's icon named in its comment. */
const ICONS = {
  // WorkspacePremiumOutlined
  experience:
    'M9.68 13.69 12 11.93l2.31 1.76-.88-2.85L15.75 9h-2.84L12 6.19 11.09 9H8.25l2.31 1.84zM20 10c0-4.42-3.58-8-8-8s-8 3.58-8 8c0 2.03.76 3.87 2 5.28V23l6-2 6 2v-7.72c1.24-1.41 2-3.25 2-5.28m-8-6c3.31 0 6 2.69 6 6s-2.69 6-6 6-6-2.69-6-6 2.69-6 6-6m0 15-4 1.02v-3.1c1.18.68 2.54 1.08 4 1.08s2.82-.4 4-1.08v3.1z',
  // Translate
  languages:
    'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
  // EventAvailableOutlined
  nextSlot:
    'M19 3h-1V1h-2v2H8V1H6v2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V9h14zM5 7V5h14v2zm5.56 10.46 5.93-5.93-1.06-1.06-4.87 4.87-2.11-2.11-1.06 1.06z',
  // Favorite
  heart:
    'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z',
  // FavoriteBorder
  heartOutline:
    'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05',
  // AddShoppingCart
  addToCart:
    'M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-9.83-3.25.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4h-.01l-1.1 2-2.76 5H8.53l-.13-.27L6.16 6l-.95-2-.94-2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.13 0-.25-.11-.25-.25',
} as const;

export type IconShape = keyof typeof ICONS;

/** The id of an icon's clip path. */
export const iconShapeId = (icon: IconShape) => `ojas-icon-${icon}`;

/** A clip path of SVG paths, scaled into the clipped element's own box: 0 to 1 each way. */
const clipPath = (id: string, paths: string[]) =>
  `<clipPath id="${id}" clipPathUnits="objectBoundingBox">${paths.join('')}</clipPath>`;
const starRow = (shape: string) =>
  Array.from(
    { length: MAX_STARS },
    (_, index) =>
      `<path d="${shape}" transform="scale(${1 / (ICON_UNITS * MAX_STARS)} ${1 / ICON_UNITS}) translate(${ICON_UNITS * index} 0)"/>`,
  );

/** The SVG of every shape, as HTML: hidden, taking no room. */
export function documentShapesHtml(): string {
  const clips = [
    clipPath(STAR_ROWS.filled, starRow(STAR)),
    clipPath(STAR_ROWS.outline, starRow(STAR_OUTLINE)),
    ...(Object.keys(ICONS) as IconShape[]).map((icon) =>
      clipPath(iconShapeId(icon), [`<path d="${ICONS[icon]}" transform="scale(${1 / ICON_UNITS})"/>`]),
    ),
  ];
  return `<svg aria-hidden="true" focusable="false" width="0" height="0" style="position:absolute">${clips.join('')}</svg>`;
}
