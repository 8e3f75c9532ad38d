// Consultation: the verified Ayurvedic doctors, with how a consultation works.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { activeDoctorFilterCount, filterChoices } from '@domain/doctorFilters';
import { DOCTOR_LIST_MESSAGES } from '@domain/messages/doctorList';
import { countOf } from '@domain/plural';
import { DOCTORS_PER_PAGE } from '@domain/searchRequests';
import { DoctorCard } from '@ui/components/DoctorCard';
import { HydratedApart } from '@ui/components/HydratedApart';
import { Pager } from '@ui/components/Pager';
import { Unavailable } from '@ui/components/PageState';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { PAGE_TITLES } from '@ui/seo/titles';
import { bareList, drawnWhenNear } from '@ui/theme/sx';
import { DoctorFilterBar } from './list/DoctorFilterBar';
import { CELL, DoctorGridSkeleton } from './list/DoctorGridSkeleton';
import { DoctorsOpening } from './list/DoctorsOpening';
import { useDoctorList } from './list/useDoctorList';

/**
 * A doctor's card is below a phone's first screen (the opening band fills it): drawn when near it,
 * holding about a card's phone height till then, and hydrated in a task of its own.
 */
const DOCTOR_CELL_SX = drawnWhenNear(380);

export default function DoctorsPage() {
  usePageTitle(PAGE_TITLES.consultation);
  const { snapshot, filters, page, now, apply, retry } = useDoctorList();
  const { doctors, nextSlots, total } = snapshot.context;
  const specializations = useMemo(() => filterChoices(doctors, 'specialization'), [doctors]);
  const languages = useMemo(() => filterChoices(doctors, 'languages'), [doctors]);
  const ready = snapshot.matches('ready');
  const slotsLoading = snapshot.matches({ ready: 'loadingSlots' });
  const nextSlotOf = (doctorId: string) =>
    slotsLoading
      ? { next: 'loading' as const }
      : doctorId in nextSlots
        ? { next: { slot: nextSlots[doctorId] ?? null, now } }
        : {};
  return (
    <>
      <DoctorsOpening />
      <Container maxWidth="lg" component="section" aria-labelledby="doctors-list-title" sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mb: { xs: 2.5, md: 3.5 },
          }}
        >
          <Typography variant="h2" id="doctors-list-title">
            Our doctors
          </Typography>
          <Typography role="status" color="text.secondary" sx={{ fontWeight: 600 }}>
            {ready ? countOf(total, 'verified doctor') : ''}
          </Typography>
        </Box>
        <DoctorFilterBar filters={filters} specializations={specializations} languages={languages} onApply={apply} />
        {snapshot.matches('loading') && <DoctorGridSkeleton />}
        {snapshot.matches('unavailable') && <Unavailable onRetry={retry} />}
        {ready &&
          (doctors.length === 0 ? (
            <Typography color="text.secondary">
              {activeDoctorFilterCount(filters) === 0 && filters.query === ''
                ? 'No doctors are taking consultations right now. Please check back soon.'
                : DOCTOR_LIST_MESSAGES.noneMatch}
            </Typography>
          ) : (
            <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={bareList}>
              {doctors.map((doctor) => (
                <Grid key={doctor._id} size={CELL} component="li" sx={DOCTOR_CELL_SX}>
                  <HydratedApart>
                    <DoctorCard doctor={doctor} {...nextSlotOf(doctor._id)} />
                  </HydratedApart>
                </Grid>
              ))}
            </Grid>
          ))}
        {ready && <Pager page={page} pageSize={DOCTORS_PER_PAGE} total={total} label="Doctor pages" />}
      </Container>
    </>
  );
}
