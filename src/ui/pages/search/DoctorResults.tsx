// Verified doctors matching the query.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { SEARCH_LIMITS } from '../../../domain/constants';
import { countOf } from '../../../domain/plural';
import { DoctorCard } from '../../components/DoctorCard';
import { LoadingBlock } from '../../components/PageState';
import { useResource } from '../../hooks/useResource';
import { ResultsHeading } from './ResultsHeading';

export function DoctorResults({ query }: { query: string }) {
  const doctors = useResource({ kind: 'doctorSearch', query, limit: SEARCH_LIMITS.doctorsPage });
  // A failed search is only logged: it shows as no doctors, and the section steps aside.
  const found = doctors.status === 'ready' ? doctors.data : [];
  if (doctors.status !== 'loading' && found.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="doctor-results-title" sx={{ mb: { xs: 6, md: 8 } }}>
      <ResultsHeading
        id="doctor-results-title"
        title="Doctors"
        status={doctors.status === 'ready' ? countOf(found.length, 'doctor') : ''}
      />
      {doctors.status === 'loading' ? (
        <LoadingBlock label="Searching doctors" rows={2} />
      ) : (
        <Grid
          container
          spacing={{ xs: 2, md: 3 }}
          component="ul"
          aria-label="Matching doctors"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {found.map((doctor) => (
            <Grid key={doctor._id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <DoctorCard doctor={doctor} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
