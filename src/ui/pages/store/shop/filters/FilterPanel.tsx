// The shop's filter choices: price, rating, brand, category and concern. The same panel is the
// desktop sidebar and the body of the phone drawer; the store filters machine decides whether a
// choice applies at once or waits for 'Show results'.
import Box from '@mui/material/Box';
import { useCallback } from 'react';
import type { Brand, ItemCategory } from '@domain/contract/catalogue';
import type { StoreFilters } from '@domain/storeFilters';
import type { PriceText, StoreFiltersEvent } from '@machines/storeFilters.machine';
import { CheckList } from './CheckList';
import { Facet } from './Facet';
import { PriceFacet } from './PriceFacet';
import { RatingFacet } from './RatingFacet';

interface FilterPanelProps {
  filters: StoreFilters;
  price: PriceText;
  priceError: string | null;
  brands: readonly Brand[];
  categories: readonly ItemCategory[];
  send: (event: StoreFiltersEvent) => void;
  /** Distinguishes the sidebar's fields from the drawer's. */
  idPrefix: string;
}

export function FilterPanel({ filters, price, priceError, brands, categories, send, idPrefix }: FilterPanelProps) {
  const byKind = (kind: ItemCategory['kind']) =>
    categories
      .filter((category) => category.kind === kind)
      .map((category) => ({ value: category._id, label: category.name, count: category.itemCount }));
  const toggleBrand = useCallback((brand: string) => send({ type: 'toggleBrand', brand }), [send]);
  const toggleCategory = useCallback((category: string) => send({ type: 'toggleCategory', category }), [send]);

  return (
    <Box>
      <PriceFacet
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        price={price}
        priceError={priceError}
        send={send}
        idPrefix={idPrefix}
      />
      <RatingFacet minRating={filters.minRating} send={send} idPrefix={idPrefix} />

      {brands.length > 0 && (
        <Facet legend="Brand">
          <CheckList
            name={`${idPrefix}-brand`}
            chosen={filters.brands}
            entries={brands.map((brand) => ({ value: brand.brandName, label: brand.brandName }))}
            onToggle={toggleBrand}
          />
        </Facet>
      )}
      {byKind('category').length > 0 && (
        <Facet legend="Category">
          <CheckList
            name={`${idPrefix}-category`}
            chosen={filters.categories}
            entries={byKind('category')}
            onToggle={toggleCategory}
          />
        </Facet>
      )}
      {byKind('concern').length > 0 && (
        <Facet legend="Concern">
          <CheckList
            name={`${idPrefix}-concern`}
            chosen={filters.categories}
            entries={byKind('concern')}
            onToggle={toggleCategory}
          />
        </Facet>
      )}
    </Box>
  );
}
