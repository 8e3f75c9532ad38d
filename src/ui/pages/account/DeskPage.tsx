// The doctor's desk: today's and upcoming consultations, recording outcomes with notes and
// recommended products, and the weekly hours with date overrides. Only for a user whose roles
// (from the server) include doctor; an applicant sees that the application is being verified.
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMachine, useSelector } from '@xstate/react';
import { useState } from 'react';
import { deskAgenda } from '../../../domain/desk';
import { isDoctorName } from '../../../domain/doctor';
import { LoadingBlock, Unavailable } from '../../components/PageState';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSignedInUser } from '../../hooks/useSignedInUser';
import { useToastEmitter } from '../../hooks/useToastEmitter';
import { PAGE_TITLES } from '../../seo/titles';
import { useServices } from '../../services/services';
import { DashboardNotice } from './dashboard/DashboardNotice';
import { AgendaSection } from './desk/AgendaSection';
import { HoursEditor } from './desk/HoursEditor';

const AGENDA = [
  { id: 'desk-today', part: 'today', title: 'Today', empty: 'No consultations today.' },
  { id: 'desk-upcoming', part: 'upcoming', title: 'Upcoming', empty: 'No upcoming consultations.' },
] as const;

export default function DeskPage() {
  usePageTitle(PAGE_TITLES.desk);
  const user = useSignedInUser();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        Doctor&apos;s desk
      </Typography>
      {user.status === 'signedIn' ? <Desk uid={user.uid} /> : <LoadingBlock />}
    </Container>
  );
}

function Desk({ uid }: { uid: string }) {
  const { machines, session } = useServices();
  const applicant = useSelector(session, (snapshot) => isDoctorName(snapshot.context.user?.displayName));
  const [snapshot, send, actor] = useMachine(machines.doctorDesk, { input: { uid, applicant } });
  useToastEmitter(actor);
  const [now] = useState(() => Date.now());

  if (snapshot.matches('checkingRole') || snapshot.matches('loading'))
    return <LoadingBlock label="Loading your desk" />;
  if (snapshot.matches('unavailable')) return <Unavailable onRetry={() => send({ type: 'retry' })} />;
  if (snapshot.matches('applicationPending'))
    return (
      <DashboardNotice icon={<HowToRegOutlinedIcon />} title="Your doctor application is pending">
        <Typography color="text.secondary">
          We verify your registration before you appear in consultations. Your desk opens once it is verified.
        </Typography>
      </DashboardNotice>
    );
  if (snapshot.matches('notADoctor'))
    return (
      <DashboardNotice icon={<LocalHospitalOutlinedIcon />} title="The desk is for verified doctors">
        <Typography color="text.secondary">
          Registered Ayurvedic practitioners can apply from their profile to offer consultations.
        </Typography>
      </DashboardNotice>
    );

  const { consultations, availability, products } = snapshot.context;
  const agenda = deskAgenda(consultations, now);
  const busy = !snapshot.matches({ ready: 'idle' });
  return (
    <>
      {AGENDA.map((section) => (
        <AgendaSection
          key={section.id}
          {...section}
          consultations={agenda[section.part]}
          products={products}
          busy={busy}
          onFindProducts={(query) => send({ type: 'findProducts', query })}
          onRecord={(consultationId, body) => send({ type: 'record', consultationId, body })}
        />
      ))}
      <HoursEditor
        availability={availability}
        saving={snapshot.matches({ ready: 'savingHours' })}
        onSave={(next) => send({ type: 'saveHours', availability: next })}
      />
    </>
  );
}
