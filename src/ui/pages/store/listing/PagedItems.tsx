// A page of products with its pager; an empty page says so, and a page past the end offers the first.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { STORE_PAGE_SIZE } from '@domain/constants';
import { type StoreItemPage } from '@domain/contract/catalogue';
import { FIRST_ROW_ON_PHONES, ItemGrid, type GridCell } from '@ui/components/ItemGrid';
import { NoResults } from '@ui/components/NoResults';
import { hrefForPage, Pager } from '@ui/components/Pager';
import type { CardHeading } from '@ui/components/ProductCard';

/** A page of products with previous/next links; a page past the end offers the first page. */
export function PagedItems({
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
      <NoResults headingComponent={headingComponent}>
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
      </NoResults>
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
