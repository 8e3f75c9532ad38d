// The patient's consultations: upcoming ones (join, cancel, reschedule) and past ones (notes,
// recommended products). Signed-in patients only.
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isUpcoming } from '@domain/consultation';
import type { Consultation } from '@domain/contract/consultations';
import { ROUTES } from '@domain/routes';
import { LoadingBlock, Unavailable } from '@ui/components/PageState';
import { PillLink } from '@ui/components/PillLink';
import { SignedInPage } from '@ui/components/SignedInPage';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { bareList, pillRadius } from '@ui/theme/sx';
import { CancelConsultation } from './consultations/CancelConsultation';
import { ConsultationCard } from './consultations/ConsultationCard';
import { RescheduleDialog } from './consultations/RescheduleDialog';
import { DashboardNotice } from './dashboard/DashboardNotice';

export default function ConsultationsPage() {
  return <SignedInPage title={PAGE_TITLES.consultations}>{(uid) => <MyConsultations userId={uid} />}</SignedInPage>;
}

function MyConsultations({ userId }: { userId: string }) {
  const { machines } = useServices();
  const [snapshot, send] = useToastingMachine(machines.myConsultations, { input: { userId } });
  const { context } = snapshot;
  if (snapshot.matches('loading')) return <LoadingBlock label="Loading your consultations" />;
  if (snapshot.matches('unavailable')) return <Unavailable onRetry={() => send({ type: 'retry' })} />;
  if (context.consultations.length === 0)
    return (
      <DashboardNotice
        icon={<EventAvailableIcon />}
        title="No consultations yet"
        detail="Book a consultation with one of our Ayurvedic doctors and it shows up here."
      >
        <PillLink href={ROUTES.doctors.href}>Find a doctor</PillLink>
      </DashboardNotice>
    );
  const now = Date.now();
  const upcoming = context.consultations.filter((consultation) => isUpcoming(consultation, now));
  const past = context.consultations.filter((consultation) => !isUpcoming(consultation, now));
  const target = context.consultations.find((consultation) => consultation._id === context.targetId);
  const rescheduling = snapshot.matches({ ready: 'rescheduling' });
  const actionsFor = (consultation: Consultation) =>
    consultation.status === 'booked' ? (
      <>
        <Button
          variant="outlined"
          sx={{ borderRadius: pillRadius }}
          onClick={() => send({ type: 'reschedule.open', consultationId: consultation._id })}
        >
          Reschedule
        </Button>
        <CancelConsultation
          consultation={consultation}
          busy={snapshot.matches({ ready: 'cancelling' }) && context.targetId === consultation._id}
          onCancel={() => send({ type: 'cancel', consultationId: consultation._id })}
        />
      </>
    ) : undefined;
  return (
    <>
      <ConsultationList title="Upcoming" consultations={upcoming} upcoming actionsFor={actionsFor} />
      <ConsultationList title="Past" consultations={past} upcoming={false} />
      {rescheduling && target && (
        <RescheduleDialog
          doctorName={target.doctorName}
          date={context.date}
          slots={context.slots}
          nextFreeDate={
            snapshot.matches({ ready: { rescheduling: { noSlots: 'nextDayFound' } } }) ? context.nextFreeDate : null
          }
          chosen={context.startsAt}
          loading={snapshot.matches({ ready: { rescheduling: 'loadingSlots' } })}
          failed={snapshot.matches({ ready: { rescheduling: 'unavailable' } })}
          moving={snapshot.matches({ ready: { rescheduling: 'moving' } })}
          onDay={(date) => send({ type: 'day.chosen', date })}
          onRetry={() => send({ type: 'retry' })}
          onSlot={(startsAt) => send({ type: 'slot.chosen', startsAt })}
          onConfirm={() => send({ type: 'reschedule.confirm' })}
          onClose={() => send({ type: 'reschedule.close' })}
        />
      )}
    </>
  );
}

function ConsultationList({
  title,
  consultations,
  upcoming,
  actionsFor,
}: {
  title: string;
  consultations: Consultation[];
  upcoming: boolean;
  actionsFor?: (consultation: Consultation) => ReactNode;
}) {
  const headingId = `consultations-${title.toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 2 }}>
        {title}
      </Typography>
      {consultations.length === 0 ? (
        <Typography color="text.secondary">None.</Typography>
      ) : (
        <Box component="ul" sx={{ ...bareList, display: 'grid', gap: 2 }}>
          {consultations.map((consultation) => (
            <ConsultationCard
              key={consultation._id}
              consultation={consultation}
              upcoming={upcoming}
              actions={actionsFor?.(consultation)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
