// The shop's filter choices: price, rating, brand, category and concern. The same panel is the
// desktop sidebar and the body of the phone drawer; the store filters machine decides whether a
// choice applies at once or waits for 'Show results'.
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Brand, ItemCategory } from '../../../domain/contract/catalogue';
import { RATING_STEPS, type StoreFilters } from '../../../domain/storeFilters';
import type { PriceText, StoreFiltersEvent } from '../../../machines/storeFilters.machine';
import { visuallyHiddenSx } from '../../components/stretchedLink';
import { CheckList, checkLabelSx } from './filters/CheckList';
import { Facet } from './filters/Facet';
import { PriceFacet } from './filters/PriceFacet';

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

  return (
    <Box>
      <PriceFacet filters={filters} price={price} priceError={priceError} send={send} idPrefix={idPrefix} />

      <Facet legend="Customer rating">
        <RadioGroup
          name={`${idPrefix}-rating`}
          value={String(filters.minRating ?? '')}
          onChange={(event) =>
            send({ type: 'setRating', minRating: event.target.value === '' ? undefined : Number(event.target.value) })
          }
        >
          <FormControlLabel value="" sx={checkLabelSx} control={<Radio size="small" />} label="Any rating" />
          {RATING_STEPS.map((step) => (
            <FormControlLabel
              key={step}
              value={String(step)}
              sx={checkLabelSx}
              control={<Radio size="small" />}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  {step}
                  <Box component="span" sx={visuallyHiddenSx}>
                    {' '}
                    stars
                  </Box>
                  <StarIcon aria-hidden="true" sx={{ fontSize: 17, color: 'rating.main' }} /> & up
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </Facet>

      {brands.length > 0 && (
        <Facet legend="Brand">
          <CheckList
            name={`${idPrefix}-brand`}
            chosen={filters.brands}
            entries={brands.map((brand) => ({ value: brand.brandName, label: brand.brandName }))}
            onToggle={(brand) => send({ type: 'toggleBrand', brand })}
          />
        </Facet>
      )}
      {byKind('category').length > 0 && (
        <Facet legend="Category">
          <CheckList
            name={`${idPrefix}-category`}
            chosen={filters.categories}
            entries={byKind('category')}
            onToggle={(category) => send({ type: 'toggleCategory', category })}
          />
        </Facet>
      )}
      {byKind('concern').length > 0 && (
        <Facet legend="Concern">
          <CheckList
            name={`${idPrefix}-concern`}
            chosen={filters.categories}
            entries={byKind('concern')}
            onToggle={(category) => send({ type: 'toggleCategory', category })}
          />
        </Facet>
      )}
    </Box>
  );
}
