// A page of products with its pager; an empty page says so, and a page past the end offers the first.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { STORE_PAGE_SIZE } from '../../../../domain/constants';
import { type StoreItemPage } from '../../../../domain/contract/catalogue';
import { PRODUCT_MESSAGES } from '../../../../domain/messages';
import { FIRST_ROW_ON_PHONES, ItemGrid, type GridCell } from '../../../components/ItemGrid';
import { hrefForPage, Pager } from '../../../components/Pager';
import type { CardHeading } from '../../../components/ProductCard';

/** A page of products with previous/next links; a page past the end offers the first page. */
export function ItemPage({
  data,
  page,
  label,
  headingComponent = 'h2',
  cell,
  emptyHint,
}: {
  data: StoreItemPage;
  page: number;
  label: string;
  headingComponent?: CardHeading;
  cell?: GridCell;
  /** What to suggest when the first page is empty (filters that match nothing, say). */
  emptyHint?: ReactNode;
}) {
  const [path] = useLocation();
  const search = useSearch();
  if (data.items.length === 0) {
    return (
      <Box
        sx={{
          textAlign: 'center',
          py: 8,
          px: 2,
          border: '1px dashed',
          borderColor: 'surface.borderStrong',
          borderRadius: 1.5,
          bgcolor: 'background.paper',
        }}
      >
        <Typography component={headingComponent} variant="h3" sx={{ mb: 1 }}>
          {PRODUCT_MESSAGES.noResults}
        </Typography>
        {page > 1 ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              This page is past the end of the list.
            </Typography>
            <Button component={Link} href={hrefForPage(path, search, 1)} variant="contained">
              Go to the first page
            </Button>
          </>
        ) : (
          (emptyHint ?? (
            <Typography color="text.secondary">There are no products here yet. Please check back soon.</Typography>
          ))
        )}
      </Box>
    );
  }
  return (
    <>
      <ItemGrid
        items={data.items}
        headingComponent={headingComponent}
        label={label}
        priorityCount={FIRST_ROW_ON_PHONES}
        {...(cell ? { cell } : {})}
      />
      <Pager page={page} pageSize={STORE_PAGE_SIZE} total={data.total} label={`${label}: pages`} />
    </>
  );
}
