// The doctor's desk: today's and upcoming consultations, recording outcomes with notes and
// recommended products, and the weekly hours with date overrides. Only for a user whose roles
// (from the server) include doctor; an applicant sees where the application stands (pending, or
// not approved), as the server's record of it says.
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Chip from '@mui/material/Chip';
import { deskAgenda } from '@domain/desk';
import { DESK_MESSAGES as TEXT } from '@domain/messages/desk';
import { LoadingBlock, Unavailable } from '@ui/components/PageState';
import { SignedInPage } from '@ui/components/SignedInPage';
import { useClock } from '@ui/hooks/useClock';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { DashboardNotice } from './dashboard/DashboardNotice';
import { AgendaSection } from './desk/AgendaSection';
import { HoursEditor } from './desk/HoursEditor';

/** The desk reads the time again every minute, so "Record outcome" appears when a consultation starts. */
const MINUTE_MS = 60_000;

const AGENDA = [
  { id: 'desk-today', part: 'today', title: TEXT.today, empty: TEXT.noneToday },
  { id: 'desk-upcoming', part: 'upcoming', title: TEXT.upcoming, empty: TEXT.noneUpcoming },
] as const;

export default function DeskPage() {
  return <SignedInPage title={PAGE_TITLES.desk}>{(uid) => <Desk uid={uid} />}</SignedInPage>;
}

function Desk({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [snapshot, send] = useToastingMachine(machines.doctorDesk, { input: { uid } });
  const now = useClock(MINUTE_MS);

  if (snapshot.matches('checkingRole') || snapshot.matches('loading')) return <LoadingBlock label={TEXT.loading} />;
  if (snapshot.matches('unavailable')) return <Unavailable onRetry={() => send({ type: 'retry' })} />;
  if (snapshot.matches('applicationPending'))
    return <DashboardNotice icon={<HowToRegOutlinedIcon />} title={TEXT.pending} detail={TEXT.pendingDetail} />;
  if (snapshot.matches('applicationRejected'))
    return <DashboardNotice icon={<HowToRegOutlinedIcon />} title={TEXT.rejected} detail={TEXT.rejectedDetail} />;
  if (snapshot.matches('notADoctor'))
    return (
      <DashboardNotice icon={<LocalHospitalOutlinedIcon />} title={TEXT.notADoctor} detail={TEXT.notADoctorDetail} />
    );

  const { consultations, availability, products, outcomeRefusal, hoursRefusal } = snapshot.context;
  const agenda = deskAgenda(consultations, now);
  const busy = !snapshot.matches({ ready: 'idle' });
  return (
    <>
      <Chip icon={<VerifiedOutlinedIcon />} label={TEXT.verified} variant="outlined" sx={{ mb: 3 }} />
      {AGENDA.map((section) => (
        <AgendaSection
          key={section.id}
          {...section}
          consultations={agenda[section.part]}
          products={products}
          busy={busy}
          now={now}
          refusal={outcomeRefusal}
          onFindProducts={(query) => send({ type: 'findProducts', query })}
          onRecord={(consultationId, body) => send({ type: 'record', consultationId, body })}
        />
      ))}
      <HoursEditor
        availability={availability}
        saving={snapshot.matches({ ready: 'savingHours' })}
        refusal={hoursRefusal}
        onSave={(next) => send({ type: 'saveHours', availability: next })}
      />
    </>
  );
}
