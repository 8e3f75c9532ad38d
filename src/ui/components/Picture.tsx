// An image from the static host with a srcset over the configured widths.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSrcSet, imageUrl } from '@domain/images';
import { useServices } from '../services/services';

interface PictureProps {
  imageKey: string;
  alt: string;
  /**
   * How wide the image is drawn: a sizes attribute (its width at each viewport), or its one width
   * in px, when the srcset stops at the width the sharpest screen needs.
   */
  sizes: string | number;
  /** The fallback width for browsers without srcset. */
  width: number;
  aspectRatio?: string;
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** The most device pixels a phone's screen draws per CSS pixel. */
const SHARPEST_PIXEL_RATIO = 3;

export function Picture({ imageKey, alt, sizes, width, aspectRatio = '1 / 1', priority = false, sx }: PictureProps) {
  const { config } = useServices();
  return (
    <Box
      component="img"
      src={imageUrl(config.staticBase, imageKey, width)}
      srcSet={imageSrcSet(
        config.staticBase,
        imageKey,
        typeof sizes === 'number' ? sizes * SHARPEST_PIXEL_RATIO : undefined,
      )}
      sizes={typeof sizes === 'number' ? `${sizes}px` : sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' } : {})}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio,
        objectFit: 'cover',
        bgcolor: 'surface.photo',
        ...sx,
      }}
    />
  );
}
