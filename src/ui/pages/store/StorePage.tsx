// Shop: every product, 21 a page, with filters (price, rating, brand, category, concern) and
// sorting. The URL holds them all (?brand=…&sort=…&page=…), so links and the back button work;
// the store filters machine runs the choosing: a sidebar on desktop, a drawer on phones.
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { STORE_PAGE_SIZE } from '../../../domain/constants';
import type { Brand, ItemCategory } from '../../../domain/contract/catalogue';
import { ROUTES } from '../../../domain/routes';
import {
  activeFilterCount,
  filtersFromSearch,
  searchFromFilters,
  type StoreFilters,
} from '../../../domain/storeFilters';
import type { StoreFiltersEvent } from '../../../machines/storeFilters.machine';
import { ItemGridSkeleton, NARROW_CELL } from '../../components/ItemGrid';
import { usePageNumber } from '../../components/Pager';
import { Unavailable } from '../../components/PageState';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useResource } from '../../hooks/useResource';
import { useServices } from '../../services/services';
import { pillRadius, headingFont } from '../../theme/sx';
import { FilterPanel, priceRangeLabel, ratingLabel } from './FilterPanel';
import { ItemPage, SortSelect, StoreHeader } from './StoreParts';

/** The filters in force as removable chips, with 'Clear all'. */
function ActiveFilters({
  filters,
  brands,
  categories,
  send,
}: {
  filters: StoreFilters;
  brands: readonly Brand[];
  categories: readonly ItemCategory[];
  send: (event: StoreFiltersEvent) => void;
}) {
  if (activeFilterCount(filters) === 0) return null;
  const categoryName = (id: string) => categories.find((category) => category._id === id)?.name ?? id;
  const chips: { key: string; label: string; remove: StoreFiltersEvent }[] = [
    ...filters.brands.map((brand) => ({
      key: `b-${brand}`,
      label: brands.find((entry) => entry.brandName === brand)?.brandName ?? brand,
      remove: { type: 'toggleBrand', brand } as const,
    })),
    ...filters.categories.map((category) => ({
      key: `c-${category}`,
      label: categoryName(category),
      remove: { type: 'toggleCategory', category } as const,
    })),
    ...(filters.minPrice !== undefined || filters.maxPrice !== undefined
      ? [
          {
            key: 'price',
            label: priceRangeLabel(filters),
            remove: { type: 'setPriceRange', minPrice: undefined, maxPrice: undefined } as const,
          },
        ]
      : []),
    ...(filters.minRating !== undefined
      ? [
          {
            key: 'rating',
            label: ratingLabel(filters.minRating),
            remove: { type: 'setRating', minRating: undefined } as const,
          },
        ]
      : []),
  ];
  return (
    <Box
      component="ul"
      aria-label="Filters in use"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2.5 }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            label={chip.label}
            onDelete={() => send(chip.remove)}
            aria-label={`Remove filter ${chip.label}`}
            deleteIcon={<CloseIcon aria-hidden="true" />}
            sx={{
              bgcolor: 'surface.sage',
              color: 'primary.dark',
              fontWeight: 600,
              '& .MuiChip-deleteIcon': { color: 'primary.main', fontSize: 18 },
            }}
          />
        </li>
      ))}
      <li>
        <Button size="small" onClick={() => send({ type: 'clear' })} sx={{ fontWeight: 700 }}>
          Clear all
        </Button>
      </li>
    </Box>
  );
}

export default function StorePage() {
  usePageTitle('Shop');
  const { machines } = useServices();
  const [, navigate] = useLocation();
  const search = useSearch();
  const page = usePageNumber();
  const urlKey = searchFromFilters(filtersFromSearch(search));
  const filters = useMemo(() => filtersFromSearch(urlKey), [urlKey]);

  const actor = useActorRef(machines.storeFilters, { input: { filters } });
  const draft = useSelector(actor, (s) => s.context.draft);
  const price = useSelector(actor, (s) => s.context.price);
  const priceError = useSelector(actor, (s) => s.context.priceError);
  const drawerOpen = useSelector(actor, (s) => s.matches('drawer'));

  // The URL moved (a link, the back button): the machine follows it.
  const shown = useRef({ key: urlKey, page });
  useEffect(() => {
    const moved = shown.current.key !== urlKey;
    shown.current = { key: urlKey, page };
    if (moved) actor.send({ type: 'sync', filters });
  }, [actor, urlKey, filters, page]);
  // Applied filters go into the URL, back to the first page; the same filters add no history.
  useEffect(() => {
    const subscription = actor.on('apply', (event) => {
      const next = searchFromFilters(event.filters);
      if (next === shown.current.key && shown.current.page === 1) return;
      navigate(next ? `${ROUTES.store.href}?${next}` : ROUTES.store.href);
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  const brands = useResource({ kind: 'brands' });
  const categories = useResource({ kind: 'itemCategories' });
  const items = useResource({ kind: 'filteredItems', filters, start: (page - 1) * STORE_PAGE_SIZE });
  const brandList = brands.status === 'ready' ? brands.data : [];
  const categoryList = categories.status === 'ready' ? categories.data : [];
  const count = activeFilterCount(filters);
  const send = actor.send;

  const panel = (idPrefix: string) => (
    <FilterPanel
      idPrefix={idPrefix}
      filters={draft}
      price={price}
      priceError={priceError}
      brands={brandList}
      categories={categoryList}
      send={send}
    />
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <StoreHeader
        title="Shop all products"
        intro="Classical formulations, herbal supplements, oils and everyday care from trusted Ayurvedic brands."
        count={items.status === 'ready' ? items.data.total : undefined}
      />
      <Box
        component="nav"
        aria-label="Browse the shop"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: { xs: 3, md: 4 } }}
      >
        <Chip
          component={Link}
          href={ROUTES.storeCategory.href}
          clickable
          label="Shop by category"
          variant="outlined"
          sx={{ bgcolor: 'background.paper', fontWeight: 600 }}
        />
        <Chip
          component={Link}
          href={ROUTES.storeConcern.href}
          clickable
          label="Shop by concern"
          variant="outlined"
          sx={{ bgcolor: 'background.paper', fontWeight: 600 }}
        />
      </Box>

      <Box sx={{ display: 'flex', gap: { md: 4, lg: 5 }, alignItems: 'flex-start' }}>
        <Box
          component="aside"
          aria-labelledby="filters-title"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: { md: 240, lg: 260 },
            flexShrink: 0,
            position: 'sticky',
            top: 88,
          }}
        >
          <Typography
            component="h2"
            id="filters-title"
            sx={{ fontFamily: headingFont, fontWeight: 700, fontSize: 20, mb: 1.5 }}
          >
            Filters
          </Typography>
          {panel('sidebar')}
        </Box>

        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2.5 }}>
            <Button
              variant="outlined"
              onClick={() => send({ type: 'openDrawer' })}
              aria-label={count ? `Filters, ${count} in use` : 'Filters'}
              startIcon={
                <Badge badgeContent={count} color="primary">
                  <TuneIcon aria-hidden="true" />
                </Badge>
              }
              sx={{
                display: { md: 'none' },
                borderRadius: pillRadius,
                px: 2,
                bgcolor: 'background.paper',
                borderColor: 'surface.borderStrong',
                color: 'text.primary',
              }}
            >
              Filters
            </Button>
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
            <ItemPage
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

      <Drawer
        anchor="right"
        open={drawerOpen}
        onClose={() => send({ type: 'closeDrawer' })}
        slotProps={{
          paper: {
            sx: { width: '100%', maxWidth: 420, bgcolor: 'background.default' },
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': 'filters-drawer-title',
          } as object,
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              px: 2.5,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'surface.border',
              bgcolor: 'background.paper',
            }}
          >
            <Typography
              component="h2"
              id="filters-drawer-title"
              sx={{ fontFamily: headingFont, fontWeight: 700, fontSize: 22 }}
            >
              Filters
            </Typography>
            <IconButton aria-label="Close filters" onClick={() => send({ type: 'closeDrawer' })}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2.5, pt: 1 }}>{panel('drawer')}</Box>
          <Box
            sx={{
              display: 'flex',
              gap: 1.5,
              p: 2,
              borderTop: 1,
              borderColor: 'surface.border',
              bgcolor: 'background.paper',
            }}
          >
            <Button
              variant="outlined"
              onClick={() => send({ type: 'clear' })}
              sx={{ flex: 1, borderRadius: pillRadius }}
            >
              Clear all
            </Button>
            <Button
              variant="contained"
              onClick={() => send({ type: 'applyDrawer' })}
              sx={{ flex: 2, borderRadius: pillRadius }}
            >
              Show results
            </Button>
          </Box>
        </Box>
      </Drawer>
    </Container>
  );
}
