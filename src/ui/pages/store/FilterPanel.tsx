// The shop's filter choices: price, rating, brand, category and concern. The same panel is the
// desktop sidebar and the body of the phone drawer; the store filters machine decides whether a
// choice applies at once or waits for 'Show results'.
import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Brand, ItemCategory } from '../../../domain/contract/catalogue';
import { formatRupees } from '../../../domain/money';
import { PRICE_RANGES, RATING_STEPS, type StoreFilters } from '../../../domain/storeFilters';
import type { PriceText, StoreFiltersEvent } from '../../../machines/storeFilters.machine';
import { visuallyHiddenSx } from '../../components/stretchedLink';

const SHOWN_BEFORE_MORE = 6;

export function priceRangeLabel(range: { minPrice?: number; maxPrice?: number }): string {
  if (range.minPrice === undefined && range.maxPrice === undefined) return 'Any price';
  if (range.minPrice === undefined) return `Under ${formatRupees((range.maxPrice ?? 0) + 1)}`;
  if (range.maxPrice === undefined) return `${formatRupees(range.minPrice)} & above`;
  return `${formatRupees(range.minPrice)} – ${formatRupees(range.maxPrice)}`;
}

export function ratingLabel(minRating: number): string {
  return `${minRating}★ & up`;
}

const rangeKey = (range: { minPrice?: number; maxPrice?: number }) => `${range.minPrice ?? ''}-${range.maxPrice ?? ''}`;

function Facet({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, borderTop: 1, borderColor: 'surface.border', m: 0, px: 0, pt: 2, pb: 2.5, minWidth: 0 }}
    >
      <Box
        component="legend"
        sx={{ float: 'left', width: '100%', p: 0, mb: 1, fontWeight: 700, fontSize: 15, letterSpacing: 0.2 }}
      >
        {legend}
      </Box>
      <Box sx={{ clear: 'both' }}>{children}</Box>
    </Box>
  );
}

const checkLabelSx = {
  mx: 0,
  my: -0.25,
  width: '100%',
  '& .MuiFormControlLabel-label': { fontSize: 15, flexGrow: 1 },
} as const;

function CheckList({
  entries,
  chosen,
  onToggle,
  name,
}: {
  entries: readonly { value: string; label: string; count?: number }[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
  name: string;
}) {
  const [expanded, setExpanded] = useState(false);
  // Chosen entries always show, even past the fold.
  const visible = expanded
    ? entries
    : entries.filter((entry, index) => index < SHOWN_BEFORE_MORE || chosen.includes(entry.value));
  return (
    <>
      {visible.map((entry) => (
        <FormControlLabel
          key={entry.value}
          sx={checkLabelSx}
          control={
            <Checkbox
              size="small"
              checked={chosen.includes(entry.value)}
              onChange={() => onToggle(entry.value)}
              name={name}
              value={entry.value}
            />
          }
          label={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <span>{entry.label}</span>
              {entry.count !== undefined && (
                <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
                  {entry.count}
                </Box>
              )}
            </Box>
          }
        />
      ))}
      {entries.length > visible.length || expanded ? (
        <Button size="small" onClick={() => setExpanded(!expanded)} sx={{ mt: 0.5, px: 1 }} aria-expanded={expanded}>
          {expanded ? 'Show fewer' : `Show all ${entries.length}`}
        </Button>
      ) : null}
    </>
  );
}

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
  const chosenRange = rangeKey(filters);
  const presetChosen = PRICE_RANGES.some((range) => rangeKey(range) === chosenRange);
  const submitPrice = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'applyPrice' });
  };
  const byKind = (kind: ItemCategory['kind']) =>
    categories
      .filter((category) => category.kind === kind)
      .map((category) => ({ value: category._id, label: category.name, count: category.itemCount }));

  return (
    <Box>
      <Facet legend="Price">
        <RadioGroup
          name={`${idPrefix}-price`}
          value={presetChosen || chosenRange === '-' ? chosenRange : ''}
          onChange={(event) => {
            const range = [{}, ...PRICE_RANGES].find((entry) => rangeKey(entry) === event.target.value) ?? {};
            send({ type: 'setPriceRange', minPrice: range.minPrice, maxPrice: range.maxPrice });
          }}
        >
          {[{}, ...PRICE_RANGES].map((range) => (
            <FormControlLabel
              key={rangeKey(range)}
              value={rangeKey(range)}
              sx={checkLabelSx}
              control={<Radio size="small" />}
              label={priceRangeLabel(range)}
            />
          ))}
        </RadioGroup>
        <Box
          component="form"
          noValidate
          onSubmit={submitPrice}
          aria-label="Custom price range"
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1.5 }}
        >
          <TextField
            size="small"
            label="Min ₹"
            value={price.min}
            id={`${idPrefix}-min-price`}
            onChange={(event) => send({ type: 'editPrice', field: 'min', text: event.target.value })}
            error={priceError !== null}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                'aria-describedby': priceError ? `${idPrefix}-price-error` : undefined,
              },
            }}
            sx={{ flex: 1, minWidth: 0, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } }}
          />
          <TextField
            size="small"
            label="Max ₹"
            value={price.max}
            id={`${idPrefix}-max-price`}
            onChange={(event) => send({ type: 'editPrice', field: 'max', text: event.target.value })}
            error={priceError !== null}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                'aria-describedby': priceError ? `${idPrefix}-price-error` : undefined,
              },
            }}
            sx={{ flex: 1, minWidth: 0, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } }}
          />
          <Button type="submit" variant="outlined" sx={{ flexShrink: 0, height: 40, minWidth: 0, px: 1.75 }}>
            Go
          </Button>
        </Box>
        {priceError && (
          <Alert id={`${idPrefix}-price-error`} severity="error" role="alert" sx={{ mt: 1.25, py: 0, fontSize: 14 }}>
            {priceError}
          </Alert>
        )}
      </Facet>

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
