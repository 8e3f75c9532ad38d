// An image from the static host with a srcset over the configured widths.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSrcSet, imageUrl } from '@domain/images';
import { useServices } from '../services/services';

interface PictureProps {
  imageKey: string;
  alt: string;
  /** The sizes attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** The fallback width for browsers without srcset. */
  width: number;
  aspectRatio?: string;
  priority?: boolean;
  sx?: SxProps<Theme>;
}

export function Picture({ imageKey, alt, sizes, width, aspectRatio = '1 / 1', priority = false, sx }: PictureProps) {
  const { config } = useServices();
  return (
    <Box
      component="img"
      src={imageUrl(config.staticBase, imageKey, width)}
      srcSet={imageSrcSet(config.staticBase, imageKey)}
      sizes={sizes}
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
