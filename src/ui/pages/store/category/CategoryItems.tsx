// The chosen category's products, sorted and paged.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'wouter';
import { STORE_PAGE_SIZE } from '@domain/constants';
import type { ItemCategory } from '@domain/contract/catalogue';
import { countOf } from '@domain/plural';
import { ItemGridSkeleton } from '@ui/components/ItemGrid';
import { usePageNumber } from '@ui/components/Pager';
import { Unavailable } from '@ui/components/PageState';
import { useResource } from '@ui/hooks/useResource';
import { PagedItems } from '../listing/PagedItems';
import { SortSelect, useSortParam } from '../listing/SortSelect';

export function CategoryItems({ category }: { category: ItemCategory }) {
  const page = usePageNumber();
  const [, navigate] = useLocation();
  const { sort, hrefFor } = useSortParam();
  const items = useResource({
    kind: 'categoryItems',
    categories: [category._id],
    start: (page - 1) * STORE_PAGE_SIZE,
    sort,
  });
  return (
    <Box component="section" aria-labelledby="chosen-title">
      <Box
        sx={{
          mb: 3,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" id="chosen-title" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
            {category.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 720, lineHeight: 1.6 }}>
            {category.description}
          </Typography>
          <Typography
            role="status"
            variant="body2"
            sx={{ mt: 1, color: 'text.secondary', fontWeight: 600, minHeight: 20 }}
          >
            {items.status === 'ready' ? countOf(items.data.total, 'product') : ''}
          </Typography>
        </Box>
        <SortSelect value={sort} onChange={(next) => navigate(hrefFor(next))} />
      </Box>
      {items.status === 'loading' && <ItemGridSkeleton count={8} />}
      {items.status === 'unavailable' && <Unavailable onRetry={items.retry} />}
      {items.status === 'ready' && (
        <PagedItems data={items.data} page={page} label={`${category.name} products`} headingComponent="h3" />
      )}
    </Box>
  );
}
