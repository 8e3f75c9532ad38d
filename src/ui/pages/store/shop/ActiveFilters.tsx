// The filters in force as removable chips, with 'Clear all'.
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { Brand, ItemCategory } from '@domain/contract/catalogue';
import { activeFilterCount, type StoreFilters } from '@domain/storeFilters';
import { priceRangeLabel, ratingLabel } from '@domain/storeFilters';
import type { StoreFiltersEvent } from '@machines/storeFilters.machine';
import { bareList } from '@ui/theme/sx';

/** The filters in force as removable chips, with 'Clear all'. */
export function ActiveFilters({
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
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ...bareList, mb: 2.5 }}
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
