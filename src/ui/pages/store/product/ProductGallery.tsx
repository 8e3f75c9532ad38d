// A product's photos as tabs over the main picture.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { StoreItemDetail } from '@domain/contract/catalogue';
import { Picture } from '@ui/components/Picture';

/** Photos as tabs over the main picture: arrow keys, Home and End move between them. */
export function ProductGallery({ item }: { item: StoreItemDetail }) {
  const [shown, setShown] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const photos = item.photoLinks;
  const index = Math.min(shown, photos.length - 1);
  const current = photos[index];
  const altOf = (at: number) =>
    at === 0 ? `${item.name}, ${item.packSize}` : `${item.name}, photo ${at + 1} of ${photos.length}`;
  const show = (at: number) => {
    const next = (at + photos.length) % photos.length;
    setShown(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => show(index + 1),
      ArrowDown: () => show(index + 1),
      ArrowLeft: () => show(index - 1),
      ArrowUp: () => show(index - 1),
      Home: () => show(0),
      End: () => show(photos.length - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };
  return (
    <Box>
      <Box
        role={photos.length > 1 ? 'tabpanel' : undefined}
        id="product-photo"
        aria-labelledby={photos.length > 1 ? `product-photo-tab-${index}` : undefined}
        sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'surface.border', bgcolor: 'surface.photo' }}
      >
        {current && (
          <Picture
            key={current}
            imageKey={current}
            alt={altOf(index)}
            sizes="(min-width: 1200px) 560px, (min-width: 900px) 46vw, 100vw"
            width={768}
            priority={index === 0}
          />
        )}
      </Box>
      {photos.length > 1 && (
        <Box
          role="tablist"
          aria-label="Product photos"
          onKeyDown={onKeyDown}
          sx={{ display: 'flex', gap: 1.5, mt: 1.5 }}
        >
          {photos.map((photo, at) => (
            <ButtonBase
              key={photo}
              ref={(element: HTMLButtonElement | null) => {
                tabs.current[at] = element;
              }}
              role="tab"
              id={`product-photo-tab-${at}`}
              aria-selected={at === index}
              aria-controls="product-photo"
              tabIndex={at === index ? 0 : -1}
              onClick={() => setShown(at)}
              aria-label={`Photo ${at + 1} of ${photos.length}`}
              sx={{
                width: { xs: 72, md: 88 },
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: at === index ? 'primary.main' : 'surface.border',
                opacity: at === index ? 1 : 0.8,
                transition: 'opacity 120ms ease',
                '&:hover': { opacity: 1 },
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Picture imageKey={photo} alt="" sizes={88} width={160} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
