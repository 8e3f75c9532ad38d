// The concern pages the query names, beside the products: 'acidity' suggests Digestion.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { ConcernSuggestion } from '../../../domain/contract/search';
import { countOf } from '../../../domain/plural';
import { ConcernTile } from '../../components/ConcernTile';
import { ResultsHeading } from './ResultsHeading';

export function ConcernResults({ concerns }: { concerns: readonly ConcernSuggestion[] }) {
  if (concerns.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="concern-results-title" sx={{ mb: { xs: 5, md: 6 } }}>
      <ResultsHeading id="concern-results-title" title="Shop by concern" status={countOf(concerns.length, 'concern')} />
      <Grid
        container
        spacing={{ xs: 1.5, md: 2 }}
        component="ul"
        aria-label="Concerns for your search"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {concerns.map((concern) => (
          <Grid key={concern._id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <ConcernTile concern={concern} matchedFor={concern.matchedFor} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
