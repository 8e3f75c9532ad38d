// Verified doctors matching the query.
import { SEARCH_LIMITS } from '@domain/constants';
import { countOf } from '@domain/plural';
import { DoctorCard } from '@ui/components/DoctorCard';
import { LoadingBlock } from '@ui/components/PageState';
import { useResource } from '@ui/hooks/useResource';
import { ResultsSection } from './ResultsSection';

export function DoctorResults({ query }: { query: string }) {
  const doctors = useResource({ kind: 'doctorSearch', query, limit: SEARCH_LIMITS.doctorsPage });
  // A failed search is only logged: it shows as no doctors, and the section steps aside.
  const found = doctors.status === 'ready' ? doctors.data : [];
  if (doctors.status !== 'loading' && found.length === 0) return null;
  return (
    <ResultsSection
      id="doctor-results-title"
      title="Doctors"
      status={doctors.status === 'ready' ? countOf(found.length, 'doctor') : ''}
      label="Matching doctors"
      items={found}
      keyOf={(doctor) => doctor._id}
      renderItem={(doctor) => <DoctorCard doctor={doctor} />}
      loading={doctors.status === 'loading' ? <LoadingBlock label="Searching doctors" rows={2} /> : undefined}
      itemSize={{ xs: 12, sm: 6, lg: 4 }}
      spacing={{ xs: 2, md: 3 }}
      sx={{ mb: { xs: 6, md: 8 } }}
    />
  );
}
