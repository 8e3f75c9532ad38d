// The customer-rating facet: any rating, or a minimum number of stars.
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { memo } from 'react';
import { RATING_STEPS } from '@domain/storeFilters';
import type { StoreFiltersEvent } from '@machines/storeFilters.machine';
import { visuallyHiddenSx } from '@ui/components/stretchedLink';
import { checkLabelSx } from './CheckList';
import { Facet } from './Facet';

/** Drawn again only when the chosen rating changes, not on a tick elsewhere in the panel. */
export const RatingFacet = memo(function RatingFacet({
  minRating,
  send,
  idPrefix,
}: {
  minRating: number | undefined;
  send: (event: StoreFiltersEvent) => void;
  idPrefix: string;
}) {
  return (
    <Facet legend="Customer rating">
      <RadioGroup
        name={`${idPrefix}-rating`}
        value={String(minRating ?? '')}
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
  );
});
