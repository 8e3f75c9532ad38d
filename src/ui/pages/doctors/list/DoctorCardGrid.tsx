// The doctors list's cards. Memoised, and given the next free slots deferred (useDeferredValue in
// the page): the slots arrive from an actor just after hydration, and an actor's change draws
// synchronously; a card not yet hydrated that is handed new props must hydrate first, so the
// cards waiting to hydrate would all hydrate in that one long task. Deferred, the change leaves
// this grid alone and draws it in a render that yields to the browser.
import Grid from '@mui/material/Grid';
import { memo } from 'react';
import type { Doctor } from '@domain/contract/doctors';
import type { NextSlots } from '@domain/searchRequests';
import { DoctorCard } from '@ui/components/DoctorCard';
import { HydratedApart } from '@ui/components/HydratedApart';
import { bareList, drawnWhenNear } from '@ui/theme/sx';
import { CELL } from './DoctorGridSkeleton';

/**
 * A doctor's card is below a phone's first screen (the opening band fills it): drawn when near it,
 * holding about a card's phone height till then, and hydrated in a task of its own.
 */
const DOCTOR_CELL_SX = drawnWhenNear(380);

interface DoctorCardGridProps {
  doctors: readonly Doctor[];
  /** The doctors' next free slots, or 'loading' while they load. */
  slots: NextSlots | 'loading';
  /** The time the slots are read against. */
  now: number;
}

export const DoctorCardGrid = memo(function DoctorCardGrid({ doctors, slots, now }: DoctorCardGridProps) {
  const nextSlotOf = (doctorId: string) =>
    slots === 'loading'
      ? { next: 'loading' as const }
      : doctorId in slots
        ? { next: { slot: slots[doctorId] ?? null, now } }
        : {};
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={bareList}>
      {doctors.map((doctor) => (
        <Grid key={doctor._id} size={CELL} component="li" sx={DOCTOR_CELL_SX}>
          <HydratedApart>
            <DoctorCard doctor={doctor} {...nextSlotOf(doctor._id)} />
          </HydratedApart>
        </Grid>
      ))}
    </Grid>
  );
});
