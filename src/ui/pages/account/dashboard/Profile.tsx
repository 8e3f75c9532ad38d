// A registered person's profile: the profile machine runs the form, the photo and the doctor
// application, and holds the user's permission from the server (whose application and roles say
// whether the user is a verified doctor, an applicant or may apply, and whose doctor and operator
// roles show the links to their desks); what it saves goes back to the session.
import Grid from '@mui/material/Grid';
import { useEffect } from 'react';
import { type UserProfile, withSignInPhone } from '@domain/account';
import { doctorStanding, hasDoctorRole, rejectionReason } from '@domain/desk';
import { hasOperatorRole } from '@domain/ops';
import type { AuthUser } from '@domain/session';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { useServices } from '@ui/services/services';
import { AccountSummary } from './AccountSummary';
import { BecomeDoctor } from './BecomeDoctor';
import { DashboardLink } from './DashboardLink';
import { PersonalDetails } from './PersonalDetails';
import { SignInMethods } from './SignInMethods';
import { YourNotifications } from './YourNotifications';

export function Profile({ profile, user }: { profile: UserProfile; user: AuthUser }) {
  const { machines, session } = useServices();
  const [snapshot, send, actorRef] = useToastingMachine(machines.profile, {
    input: { profile: withSignInPhone(profile, user.phoneNumber), displayName: user.displayName },
  });
  useEffect(() => {
    const saved = actorRef.on('profile.saved', (event) =>
      session.send({ type: 'profile.updated', profile: event.profile }),
    );
    const renamed = actorRef.on('user.updated', (event) => session.send({ type: 'user.updated', user: event.user }));
    return () => {
      saved.unsubscribe();
      renamed.unsubscribe();
    };
  }, [actorRef, session]);

  const { values, errors, photoKey, permission, contactPreference, saved } = snapshot.context;
  const editing = snapshot.matches('editing');
  const standing = doctorStanding(permission);

  return (
    <Grid container spacing={{ xs: 3, md: 4 }} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <AccountSummary
          profile={profile}
          photoKey={photoKey}
          uploading={snapshot.matches('uploading')}
          editing={editing}
          standing={standing}
          onPhoto={(file) => send({ type: 'photo.selected', file })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, md: 4 } }}>
        <PersonalDetails
          values={values}
          errors={errors}
          signInPhone={user.phoneNumber}
          editing={editing}
          saving={snapshot.matches('saving')}
          contactPreference={contactPreference}
          hasEmail={saved.email.trim() !== ''}
          onChange={(field, value) => send({ type: 'change', field, value })}
          onPreference={(preference) => send({ type: 'contactPreference.chosen', preference })}
          onSave={() => send({ type: 'save' })}
        />
        <YourNotifications />
        <DashboardLink id="your-orders" page="orders" />
        {hasOperatorRole(permission) && <DashboardLink id="operator-desk" page="ops" />}
        {hasDoctorRole(permission) && <DashboardLink id="doctor-desk" page="desk" />}
        <DashboardLink id="your-consultations" page="consultations" />
        <SignInMethods user={user} />
        <BecomeDoctor
          standing={standing}
          rejectionReason={rejectionReason(permission)}
          editing={editing}
          applying={snapshot.matches('becomingDoctor')}
          onApply={() => send({ type: 'becomeDoctor' })}
        />
      </Grid>
    </Grid>
  );
}
