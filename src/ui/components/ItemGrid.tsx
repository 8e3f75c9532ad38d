// Products in a responsive grid: 2 columns on phones, 3 from md, 4 from lg; hydrated apart.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { memo } from 'react';
import type { StoreSearchItem } from '@domain/contract/search';
import { bareList, drawnWhenNear } from '@ui/theme/sx';
import { HydratedApart } from './HydratedApart';
import { PageSkeleton } from './PageSkeleton';
import { ProductCard, type CardHeading } from './ProductCard';

const CELL = { xs: 6, md: 4, lg: 3 } as const;
/** A grid at the top of its page: the phone's first row of photos loads first, the rest lazily. */
export const FIRST_ROW_ON_PHONES = 2;
/** Cells of a grid that shares the row with a sidebar: 2 columns on phones, 3 from md. */
export const NARROW_CELL = { xs: 6, md: 4 } as const;
export type GridCell = Readonly<Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>>;
const SPACING = { xs: 1.5, sm: 2, md: 3 } as const;
/** A card off the first screen is drawn when near it; 410 px is a card's height on a phone. */
const CELL_SX = drawnWhenNear(410);

/** Drawn again only when its items change: a tap elsewhere on the page does not redraw the cards. */
export const ItemGrid = memo(function ItemGrid({
  items,
  headingComponent = 'h3',
  label,
  cell = CELL,
  priorityCount = 0,
}: {
  items: readonly StoreSearchItem[];
  headingComponent?: CardHeading;
  label?: string;
  cell?: GridCell;
  /** How many leading cards are on the first screen (their photos load at once, first). */
  priorityCount?: number;
}) {
  return (
    <HydratedApart>
      <Grid container spacing={SPACING} component="ul" aria-label={label} sx={bareList}>
        {items.map((item, index) => (
          <Grid key={item._id} size={cell} component="li" sx={CELL_SX}>
            <ProductCard item={item} headingComponent={headingComponent} priority={index < priorityCount} />
          </Grid>
        ))}
      </Grid>
    </HydratedApart>
  );
});

/** Card-shaped placeholders while a product grid loads. */
export function ItemGridSkeleton({
  count = 8,
  label = 'Loading products',
  cell = CELL,
}: {
  count?: number;
  label?: string;
  cell?: GridCell;
}) {
  return (
    <PageSkeleton label={label}>
      <Grid container spacing={SPACING}>
        {Array.from({ length: count }, (_, index) => (
          <Grid key={index} size={cell}>
            <Card sx={{ borderColor: 'surface.borderSoft', borderRadius: 1.5 }}>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
              <Box sx={{ p: 2 }}>
                <Skeleton width="40%" />
                <Skeleton width="90%" />
                <Skeleton width="60%" />
                <Skeleton width="50%" height={32} />
              </Box>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageSkeleton>
  );
}
