// Shop: every product, 21 a page, with filters (price, rating, brand, category, concern) and
// sorting. The URL holds them all (?brand=…&sort=…&page=…), so links and the back button work;
// the store filters machine runs the choosing: a sidebar on desktop, a drawer on phones.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { STORE_PAGE_SIZE } from '@domain/constants';
import { activeFilterCount } from '@domain/storeFilters';
import { ItemGridSkeleton, NARROW_CELL } from '@ui/components/ItemGrid';
import { Unavailable } from '@ui/components/PageState';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { useResource } from '@ui/hooks/useResource';
import { PAGE_TITLES } from '@ui/seo/titles';
import { PagedItems } from './listing/PagedItems';
import { SortSelect } from './listing/SortSelect';
import { StoreHeader } from './listing/StoreHeader';
import { ActiveFilters } from './shop/ActiveFilters';
import { FiltersButton } from './shop/FiltersButton';
import { FilterSidebar } from './shop/FilterSidebar';
import { ShopLinks } from './shop/ShopLinks';
import { useStoreFilterUrl } from './shop/useStoreFilterUrl';

/** The filter panel (MUI's checkboxes, radios and price fields) loads when a sidebar or the drawer shows it. */
const loadFilterPanel = () => import('./shop/StoreFilterPanel');
const StoreFilterPanel = lazy(() => loadFilterPanel().then(({ StoreFilterPanel }) => ({ default: StoreFilterPanel })));
/** The phone's filter drawer (and MUI's Modal with it) loads when it is first opened, with its panel. */
const FilterDrawer = lazy(() =>
  Promise.all([import('./shop/FilterDrawer'), loadFilterPanel()]).then(([{ FilterDrawer }]) => ({
    default: FilterDrawer,
  })),
);

export default function StorePage() {
  usePageTitle(PAGE_TITLES.shop);
  const chosen = useStoreFilterUrl();
  const { actor } = chosen;
  // A tap on a budget phone is answered by its own control's feedback in the next frame; opening
  // or closing the drawer and swapping the products follow in a render React may interrupt.
  const filters = useDeferredValue(chosen.filters);
  const page = useDeferredValue(chosen.page);
  const drawerOpen = useDeferredValue(useSelector(actor, (s) => s.matches('drawer')));
  // Stays mounted once opened, so it can play its closing slide.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);

  const brands = useResource({ kind: 'brands' });
  const categories = useResource({ kind: 'itemCategories' });
  const items = useResource({ kind: 'filteredItems', filters, start: (page - 1) * STORE_PAGE_SIZE });
  const brandList = brands.status === 'ready' ? brands.data : [];
  const categoryList = categories.status === 'ready' ? categories.data : [];
  const count = activeFilterCount(filters);
  const send = actor.send;

  const panel = (idPrefix: string) => (
    <StoreFilterPanel actor={actor} idPrefix={idPrefix} brands={brandList} categories={categoryList} />
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <StoreHeader
        title="Shop all products"
        intro="Classical formulations, herbal supplements, oils and everyday care from trusted Ayurvedic brands."
        count={items.status === 'ready' ? items.data.total : undefined}
      />
      <ShopLinks />

      <Box sx={{ display: 'flex', gap: { md: 4, lg: 5 }, alignItems: 'flex-start' }}>
        <FilterSidebar>
          <Suspense>{panel('sidebar')}</Suspense>
        </FilterSidebar>

        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2.5 }}>
            <FiltersButton count={count} onOpen={() => send({ type: 'openDrawer' })} />
            <Typography
              aria-hidden="true"
              sx={{ display: { xs: 'none', md: 'block' }, color: 'text.secondary', fontWeight: 600 }}
            >
              {items.status === 'ready' && items.data.total > 0
                ? `Showing ${Math.min(items.data.start + 1, items.data.total)}–${Math.min(items.data.start + items.data.items.length, items.data.total)} of ${items.data.total}`
                : ''}
            </Typography>
            <SortSelect value={filters.sort} onChange={(sort) => send({ type: 'setSort', sort })} />
          </Box>
          <ActiveFilters filters={filters} brands={brandList} categories={categoryList} send={send} />
          {items.status === 'loading' && <ItemGridSkeleton count={6} cell={NARROW_CELL} />}
          {items.status === 'unavailable' && <Unavailable onRetry={items.retry} />}
          {items.status === 'ready' && (
            <PagedItems
              data={items.data}
              page={page}
              label="Products"
              cell={NARROW_CELL}
              emptyHint={
                count > 0 ? (
                  <>
                    <Typography color="text.secondary" sx={{ mb: 3 }}>
                      No product matches all of these filters. Try removing one.
                    </Typography>
                    <Button variant="contained" onClick={() => send({ type: 'clear' })}>
                      Clear all filters
                    </Button>
                  </>
                ) : undefined
              }
            />
          )}
        </Box>
      </Box>

      {drawerUsed && (
        <Suspense>
          <FilterDrawer open={drawerOpen} send={send}>
            {panel('drawer')}
          </FilterDrawer>
        </Suspense>
      )}
    </Container>
  );
}
