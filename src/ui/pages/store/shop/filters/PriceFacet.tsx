// The price facet: preset ranges, or a custom minimum and maximum checked by the filters machine.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { memo, type FormEvent } from 'react';
import { PRICE_RANGES, priceRangeLabel } from '@domain/storeFilters';
import type { PriceText, StoreFiltersEvent } from '@machines/storeFilters.machine';
import { LightTextField } from '@ui/components/form/LightTextField';
import { checkLabelSx } from './CheckList';
import { Facet } from './Facet';

const rangeKey = (range: { minPrice?: number; maxPrice?: number }) => `${range.minPrice ?? ''}-${range.maxPrice ?? ''}`;

/** The custom range's two fields. */
const PRICE_BOUNDS = [
  { field: 'min', label: 'Min ₹' },
  { field: 'max', label: 'Max ₹' },
] as const;
/** Drawn again only when its own values change, not on a tick elsewhere in the panel. */
export const PriceFacet = memo(function PriceFacet({
  minPrice,
  maxPrice,
  price,
  priceError,
  send,
  idPrefix,
}: {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  price: PriceText;
  priceError: string | null;
  send: (event: StoreFiltersEvent) => void;
  idPrefix: string;
}) {
  const chosenRange = rangeKey({ minPrice, maxPrice });
  const presetChosen = PRICE_RANGES.some((range) => rangeKey(range) === chosenRange);
  const submitPrice = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'applyPrice' });
  };
  return (
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
        {PRICE_BOUNDS.map(({ field, label }) => (
          <LightTextField
            key={field}
            label={label}
            value={price[field]}
            id={`${idPrefix}-${field}-price`}
            onChange={(event) => send({ type: 'editPrice', field, text: event.target.value })}
            error={priceError !== null}
            inputProps={{
              inputMode: 'numeric',
              'aria-describedby': priceError ? `${idPrefix}-price-error` : undefined,
            }}
            sx={{ flex: 1, minWidth: 0, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } }}
          />
        ))}
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
  );
});
