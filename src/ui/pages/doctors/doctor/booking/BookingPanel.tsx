// Booking a consultation on the doctor's page: day, time, mode, a short intake, then paying the
// fee in the gateway's window. The booking machine decides every step; this renders it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import type { DoctorDetail } from '@domain/contract/doctors';
import { doctorTitle } from '@domain/contract/doctors';
import { formatRupees } from '@domain/money';
import { bookingDates } from '@domain/slots';
import { LoadingBlock, Unavailable } from '@ui/components/PageState';
import { DayPicker } from '@ui/components/slots/DayPicker';
import { NoSlotsForDay } from '@ui/components/slots/NoSlotsForDay';
import { SlotPicker } from '@ui/components/slots/SlotPicker';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { useHydrated } from '@ui/hooks/useHydrated';
import { useSignedInUid } from '@ui/hooks/useSignInKnown';
import { useStepFocus } from '@ui/hooks/useStepFocus';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { useServices } from '@ui/services/services';
import { BookingConfirmed } from './BookingConfirmed';
import { IntakeForm } from './IntakeForm';
import { ModePicker } from './ModePicker';

/** The steps in the order a patient goes through them; focus follows a step forward. */
const STEPS = ['slot', 'mode', 'intake'] as const;
type Step = (typeof STEPS)[number];

/** While the slot is being held, paid for or released, or the patient is sent to sign in. */
const BUSY_STATES = ['holding', 'paying', 'releasing', 'signingIn'] as const;

/**
 * The panel starts from this device (a choice saved before signing in, the sign-in, today's dates):
 * the server and the hydrating browser draw its frame, the browser then the panel itself, once
 * the booking flow's code is here.
 */
export function BookingPanel({ doctor }: { doctor: DoctorDetail }) {
  if (!useHydrated()) return <BookingFrame />;
  return (
    <Suspense fallback={<BookingFrame />}>
      <BookingForm doctor={doctor} />
    </Suspense>
  );
}

function BookingFrame() {
  return (
    <SurfaceCard component="section" aria-labelledby="booking-title" sx={{ mt: 5 }}>
      <Typography variant="h2" id="booking-title" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 0.5 }}>
        Book a consultation
      </Typography>
      <LoadingBlock />
    </SurfaceCard>
  );
}

function BookingForm({ doctor }: { doctor: DoctorDetail }) {
  const { machines, bookingDraft } = useServices();
  const userId = useSignedInUid();
  const [dates] = useState(() => bookingDates(Date.now()));
  const [snapshot, send] = useToastingMachine(machines.booking, {
    input: {
      doctorId: doctor._id,
      doctorName: doctorTitle(doctor),
      modes: doctor.modes,
      userId,
      date: dates[0]!,
      draft: bookingDraft.read(doctor._id),
    },
  });
  useEffect(() => {
    if (userId) send({ type: 'signedIn', userId });
  }, [userId, send]);

  const { context } = snapshot;
  const chosenSlot = context.slots.find((slot) => slot.startsAt === context.startsAt);
  const busy = BUSY_STATES.some((state) => snapshot.matches(state));
  const choosingMode =
    snapshot.matches({ choosing: 'pickingMode' }) || snapshot.matches({ choosing: 'intake' }) || busy;
  const atIntake = snapshot.matches({ choosing: 'intake' }) || busy;
  const step: Step | null = snapshot.matches({ choosing: 'pickingSlot' })
    ? 'slot'
    : snapshot.matches({ choosing: 'pickingMode' })
      ? 'mode'
      : atIntake
        ? 'intake'
        : null;
  // Continue removes its own button: focus moves to the next step's heading (useStepFocus). Going
  // back (a different slot pressed) leaves focus on that slot; a restored choice takes none.
  const stepHeading = useStepFocus(STEPS, step);
  // A full day's way on: the next later day with a free slot, when the machine found one.
  const nextFreeDate = snapshot.matches({ choosing: { noSlots: 'nextDayFound' } }) ? context.nextFreeDate : null;

  return (
    <SurfaceCard component="section" aria-labelledby="booking-title" sx={{ mt: 5 }}>
      <Typography variant="h2" id="booking-title" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 0.5 }}>
        Book a consultation
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        Times are India time (IST). Fee {formatRupees(doctor.appointmentPrice)} for {doctor.slotMinutes} minutes.
      </Typography>
      {snapshot.matches('booked') && context.booked ? (
        <BookingConfirmed consultation={context.booked} />
      ) : (
        <Stack spacing={3}>
          <DayPicker
            dates={dates}
            chosen={context.date}
            onChoose={(date) => !busy && send({ type: 'day.chosen', date })}
          />
          {snapshot.matches({ choosing: 'loadingSlots' }) && <LoadingBlock label="Loading free slots" rows={2} />}
          {snapshot.matches({ choosing: 'noSlots' }) && (
            <NoSlotsForDay nextFreeDate={nextFreeDate} onChoose={(date) => send({ type: 'day.chosen', date })} />
          )}
          {snapshot.matches({ choosing: 'unavailable' }) && <Unavailable onRetry={() => send({ type: 'retry' })} />}
          {context.slots.length > 0 && !snapshot.matches({ choosing: 'loadingSlots' }) && (
            <Box>
              <SlotPicker
                slots={context.slots}
                chosen={context.startsAt}
                onChoose={(startsAt) => !busy && send({ type: 'slot.chosen', startsAt })}
              />
              {snapshot.matches({ choosing: 'pickingSlot' }) && (
                <Button variant="contained" sx={{ mt: 2 }} onClick={() => send({ type: 'slot.confirmed' })}>
                  Continue
                </Button>
              )}
            </Box>
          )}
          {choosingMode && chosenSlot && (
            <Box>
              <ModePicker
                modes={chosenSlot.modes.filter((mode) => doctor.modes.includes(mode))}
                chosen={context.mode}
                clinicAddress={doctor.clinicAddress}
                headingRef={step === 'mode' ? stepHeading : undefined}
                onChoose={(mode) => send({ type: 'mode.chosen', mode })}
              />
              {snapshot.matches({ choosing: 'pickingMode' }) && (
                <Box>
                  <Button variant="contained" sx={{ mt: 1 }} onClick={() => send({ type: 'mode.confirmed' })}>
                    Continue
                  </Button>
                </Box>
              )}
            </Box>
          )}
          {atIntake && (
            <Box>
              <IntakeForm
                intake={context.intake}
                mode={context.mode}
                headingRef={step === 'intake' ? stepHeading : undefined}
                onChange={(intake) => send({ type: 'intake.changed', intake })}
              />
              <Button
                variant="contained"
                size="large"
                sx={{ mt: 2 }}
                disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
                onClick={() => send({ type: 'book' })}
              >
                {userId ? `Pay ${formatRupees(doctor.appointmentPrice)} and book` : 'Sign in to book'}
              </Button>
              {snapshot.matches('paying') && (
                <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Complete the payment in the secure payment window. Your slot is held for 10 minutes.
                </Typography>
              )}
            </Box>
          )}
        </Stack>
      )}
    </SurfaceCard>
  );
}
