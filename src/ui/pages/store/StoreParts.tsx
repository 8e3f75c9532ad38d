// Pieces the store's list pages share: the page header and a page of products with its pager.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { STORE_PAGE_SIZE } from '../../../domain/constants';
import { ITEM_SORTS, type ItemSort, type StoreItemPage } from '../../../domain/contract/catalogue';
import { PRODUCT_MESSAGES } from '../../../domain/messages';
import { countOf } from '../../../domain/plural';
import { DEFAULT_SORT, SORT_LABELS } from '../../../domain/storeFilters';
import { ItemGrid, type GridCell } from '../../components/ItemGrid';
import { hrefForPage, Pager } from '../../components/Pager';
import type { CardHeading } from '../../components/ProductCard';
import { pillRadius } from '../../theme/sx';

export function StoreHeader({
  title,
  intro,
  count,
  eyebrow,
  aside,
}: {
  title: string;
  intro?: string;
  count?: number;
  eyebrow?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, md: 3 }, mb: { xs: 3, md: 4 } }}>
      {aside}
      <Box sx={{ minWidth: 0 }}>
        {eyebrow}
        <Typography variant="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {intro && (
          <Typography sx={{ color: 'text.secondary', fontSize: { xs: 16, md: 18 }, maxWidth: 680, lineHeight: 1.6 }}>
            {intro}
          </Typography>
        )}
        <Typography
          role="status"
          variant="body2"
          sx={{ mt: 1, color: 'text.secondary', fontWeight: 600, minHeight: 20 }}
        >
          {count === undefined ? '' : countOf(count, 'product')}
        </Typography>
      </Box>
    </Box>
  );
}

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
      <ItemGrid items={data.items} headingComponent={headingComponent} label={label} {...(cell ? { cell } : {})} />
      <Pager page={page} pageSize={STORE_PAGE_SIZE} total={data.total} label={`${label}: pages`} />
    </>
  );
}

/** The ?sort= of a list page's URL, and the href for another sort (back to the first page). */
export function useSortParam(): { sort: ItemSort; hrefFor: (sort: ItemSort) => string } {
  const [path] = useLocation();
  const search = useSearch();
  const value = new URLSearchParams(search).get('sort');
  const sort = (ITEM_SORTS as readonly string[]).includes(value ?? '') ? (value as ItemSort) : DEFAULT_SORT;
  const hrefFor = (next: ItemSort) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    if (next === DEFAULT_SORT) params.delete('sort');
    else params.set('sort', next);
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  return { sort, hrefFor };
}

/** Sorting of a product list: a native select, easy to use on phones. */
export function SortSelect({
  value,
  onChange,
  id = 'sort-products',
}: {
  value: ItemSort;
  onChange: (sort: ItemSort) => void;
  id?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value as ItemSort)}
      slotProps={{ select: { native: true } }}
      sx={{
        minWidth: { xs: 0, sm: 210 },
        flexShrink: 0,
        '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: pillRadius },
        '& select': { pl: 2 },
      }}
    >
      {ITEM_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {SORT_LABELS[sort]}
        </option>
      ))}
    </TextField>
  );
}
