// How the consultation happens: the modes the chosen slot offers, the clinic's address beside
// "In clinic". Its heading names the radio group and takes focus when the step appears.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Ref } from 'react';
import { CONSULTATION_MODE_LABELS } from '@domain/booking';
import type { ConsultationMode } from '@domain/slots';
import { StepHeading } from '@ui/components/StepHeading';

export function ModePicker({
  modes,
  chosen,
  clinicAddress,
  headingRef,
  onChoose,
}: {
  modes: readonly ConsultationMode[];
  chosen: ConsultationMode | null;
  clinicAddress: string | null;
  headingRef?: Ref<HTMLHeadingElement>;
  onChoose: (mode: ConsultationMode) => void;
}) {
  return (
    <FormControl>
      <StepHeading id="mode-label" headingRef={headingRef}>
        Consultation mode
      </StepHeading>
      <RadioGroup
        aria-labelledby="mode-label"
        value={chosen ?? ''}
        onChange={(event) => onChoose(event.target.value as ConsultationMode)}
      >
        {modes.map((mode) => (
          <FormControlLabel
            key={mode}
            value={mode}
            control={<Radio />}
            label={
              mode === 'clinic' && clinicAddress
                ? `${CONSULTATION_MODE_LABELS[mode]} · ${clinicAddress}`
                : CONSULTATION_MODE_LABELS[mode]
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
