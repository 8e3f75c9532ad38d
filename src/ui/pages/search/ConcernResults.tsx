// The concern pages the query names, beside the products: 'acidity' suggests Digestion.
import type { ConcernSuggestion } from '@domain/contract/search';
import { countOf } from '@domain/plural';
import { ConcernTile } from '@ui/components/ConcernTile';
import { ResultsSection } from './ResultsSection';

export function ConcernResults({ concerns }: { concerns: readonly ConcernSuggestion[] }) {
  if (concerns.length === 0) return null;
  return (
    <ResultsSection
      id="concern-results-title"
      title="Shop by concern"
      status={countOf(concerns.length, 'concern')}
      label="Concerns for your search"
      items={concerns}
      keyOf={(concern) => concern._id}
      renderItem={(concern) => <ConcernTile concern={concern} matchedFor={concern.matchedFor} />}
      itemSize={{ xs: 12, sm: 6, md: 4 }}
      spacing={{ xs: 1.5, md: 2 }}
      sx={{ mb: { xs: 5, md: 6 } }}
    />
  );
}
