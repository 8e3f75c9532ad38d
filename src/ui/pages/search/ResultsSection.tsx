// A results section of the search page: its heading with the count announced as a status, then
// the results as a grid list (or, while they load, a placeholder).
import Box from '@mui/material/Box';
import Grid, { type GridSize } from '@mui/material/Grid';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { bareList } from '@ui/theme/sx';
import { ResultsHeading } from './ResultsHeading';

type Breakpoints<T> = Partial<Record<'xs' | 'sm' | 'md' | 'lg', T>>;

export interface ResultsSectionProps<T> {
  id: string;
  title: string;
  /** The count said beside the heading; empty while the results load. */
  status: string;
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Shown instead of the list while the results load. */
  loading?: ReactNode;
  /** The width of one result, by breakpoint, and the space between them. */
  itemSize: Breakpoints<GridSize>;
  spacing: Breakpoints<number>;
  sx?: SxProps<Theme>;
}

export function ResultsSection<T>({
  id,
  title,
  status,
  label,
  items,
  keyOf,
  renderItem,
  loading,
  itemSize,
  spacing,
  sx,
}: ResultsSectionProps<T>) {
  return (
    <Box component="section" aria-labelledby={id} sx={sx}>
      <ResultsHeading id={id} title={title} status={status} />
      {loading ?? (
        <Grid container spacing={spacing} component="ul" aria-label={label} sx={bareList}>
          {items.map((item) => (
            <Grid key={keyOf(item)} size={itemSize} component="li">
              {renderItem(item)}
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
