// Consultation: the verified Ayurvedic doctors, with how a consultation works.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo } from 'react';
import { activeDoctorFilterCount, filterChoices } from '@domain/doctorFilters';
import { DOCTOR_LIST_MESSAGES } from '@domain/messages/doctorList';
import { countOf } from '@domain/plural';
import { DOCTORS_PER_PAGE } from '@domain/searchRequests';
import { Pager } from '@ui/components/Pager';
import { Unavailable } from '@ui/components/PageState';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { PAGE_TITLES } from '@ui/seo/titles';
import { DoctorCardGrid } from './list/DoctorCardGrid';
import { DoctorFilterBar } from './list/DoctorFilterBar';
import { DoctorGridSkeleton } from './list/DoctorGridSkeleton';
import { DoctorsOpening } from './list/DoctorsOpening';
import { useDoctorList } from './list/useDoctorList';

export default function DoctorsPage() {
  usePageTitle(PAGE_TITLES.consultation);
  const { snapshot, filters, page, now, apply, retry } = useDoctorList();
  const { doctors, nextSlots, total } = snapshot.context;
  const specializations = useMemo(() => filterChoices(doctors, 'specialization'), [doctors]);
  const languages = useMemo(() => filterChoices(doctors, 'languages'), [doctors]);
  const ready = snapshot.matches('ready');
  const slots = useDeferredValue(snapshot.matches({ ready: 'loadingSlots' }) ? 'loading' : nextSlots);
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
            <DoctorCardGrid doctors={doctors} slots={slots} now={now} />
          ))}
        {ready && <Pager page={page} pageSize={DOCTORS_PER_PAGE} total={total} label="Doctor pages" />}
      </Container>
    </>
  );
}
