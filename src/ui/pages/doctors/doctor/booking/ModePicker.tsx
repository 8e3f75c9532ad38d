// How the consultation happens: the modes the chosen slot offers, the clinic's address beside
// "In clinic".
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { CONSULTATION_MODE_LABELS } from '../../../../../domain/booking';
import type { ConsultationMode } from '../../../../../domain/slots';

export function ModePicker({
  modes,
  chosen,
  clinicAddress,
  onChoose,
}: {
  modes: readonly ConsultationMode[];
  chosen: ConsultationMode | null;
  clinicAddress: string | null;
  onChoose: (mode: ConsultationMode) => void;
}) {
  return (
    <FormControl>
      <FormLabel id="mode-label" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        Consultation mode
      </FormLabel>
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
