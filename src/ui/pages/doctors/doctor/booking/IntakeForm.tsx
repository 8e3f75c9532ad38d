// The short intake before paying: the concern in the patient's words and (for video or audio)
// their consent to a teleconsultation. It does not ask whether they are an adult: the date of
// birth every registered patient gave says so (intakeRefusal). Its heading takes focus when the
// step appears.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import type { BookingIntake } from '@domain/booking';
import { meetsOnline } from '@domain/consultation';
import type { ConsultationMode } from '@domain/slots';
import { StepHeading } from '@ui/components/StepHeading';

export function IntakeForm({
  intake,
  mode,
  headingRef,
  onChange,
}: {
  intake: BookingIntake;
  mode: ConsultationMode | null;
  headingRef?: Ref<HTMLHeadingElement>;
  onChange: (intake: BookingIntake) => void;
}) {
  return (
    <Stack spacing={1}>
      <StepHeading headingRef={headingRef}>Before you book</StepHeading>
      <TextField
        label="What would you like to discuss? (optional)"
        multiline
        minRows={2}
        value={intake.concern}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        onChange={(event) => onChange({ ...intake, concern: event.target.value })}
      />
      {mode !== null && meetsOnline(mode) && (
        <FormControlLabel
          control={
            <Checkbox
              checked={intake.teleconsultConsent}
              onChange={(event) => onChange({ ...intake, teleconsultConsent: event.target.checked })}
            />
          }
          label="I consent to a consultation by video or audio call"
        />
      )}
    </Stack>
  );
}
