// Under a product: more from its category, itself left out.
import Box from '@mui/material/Box';
import type { StoreItemDetail } from '@domain/contract/catalogue';
import { categoryHref } from '@domain/routes';
import { ItemGrid, ItemGridSkeleton } from '@ui/components/ItemGrid';
import { SectionHeading } from '@ui/components/SectionHeading';
import { useResource } from '@ui/hooks/useResource';

const RELATED_COUNT = 4;
const RELATED_CELL = { xs: 6, md: 3 } as const;

/** Products of the same category, this one left out. */
export function RelatedProducts({ item }: { item: StoreItemDetail }) {
  const category = item.categories.find((entry) => entry.kind === 'category') ?? item.categories[0];
  const related = useResource({
    kind: 'categoryItems',
    categories: category ? [category._id] : [],
    start: 0,
    sort: 'rating',
  });
  if (!category || related.status === 'unavailable') return null;
  const others =
    related.status === 'ready'
      ? related.data.items.filter((entry) => entry._id !== item._id).slice(0, RELATED_COUNT)
      : [];
  if (related.status === 'ready' && others.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-title" sx={{ mt: { xs: 6, md: 9 } }}>
      <SectionHeading
        id="related-title"
        title="You may also like"
        subtitle={`More from ${category.name}`}
        viewAllHref={categoryHref(category)}
      />
      {related.status === 'loading' ? (
        <ItemGridSkeleton count={RELATED_COUNT} cell={RELATED_CELL} label="Loading related products" />
      ) : (
        <ItemGrid items={others} cell={RELATED_CELL} label={`More from ${category.name}`} />
      )}
    </Box>
  );
}
