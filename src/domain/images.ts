// Image widths and quality served by the static host (docs/product.md §9).

export const IMAGE_WIDTHS = [160, 320, 480, 768, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const DEFAULT_IMAGE_QUALITY = 75;

/** The configured width closest to, and not below, the wanted width (the largest otherwise). */
export function fitImageWidth(wanted: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= wanted) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

export function imageUrl(staticBase: string, key: string, width: number): string {
  return `${staticBase.replace(/\/$/, '')}/${key}?w=${fitImageWidth(width)}`;
}

/** A srcset over every configured width up to `maxWidth`. */
export function imageSrcSet(
  staticBase: string,
  key: string,
  maxWidth: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!,
): string {
  return IMAGE_WIDTHS.filter((width) => width <= fitImageWidth(maxWidth))
    .map((width) => `${imageUrl(staticBase, key, width)} ${width}w`)
    .join(', ');
}
