// One consultation on the desk: patient, time, mode and concern; a booked one that has started can
// be recorded as completed or a no-show, with notes and recommended products (before its start the
// desk says from when). A refused save says why under the form, where it covers none of its buttons.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CONSULTATION_MODE_LABELS } from '@domain/booking';
import { canRecordOutcomeAt } from '@domain/consultation';
import type { StoreItem } from '@domain/contract/catalogue';
import type { ConsultationNotesBody, DoctorConsultation } from '@domain/contract/consultations';
import { consultationTimeText } from '@domain/desk';
import { DESK_MESSAGES as TEXT } from '@domain/messages/desk';
import { consultationStatusLabel } from '@machines/consultationLifecycle';
import { ProductPicker } from './ProductPicker';

export interface ConsultationItemProps {
  consultation: DoctorConsultation;
  products: StoreItem[];
  busy: boolean;
  /** The time now: a consultation's outcome can be recorded once it has started. */
  now: number;
  /** Why the last outcome was not saved, and for which consultation. */
  refusal: { consultationId: string; text: string } | null;
  onFindProducts: (query: string) => void;
  onRecord: (consultationId: string, body: ConsultationNotesBody) => void;
}

export function ConsultationItem({
  consultation,
  products,
  busy,
  now,
  refusal,
  onFindProducts,
  onRecord,
}: ConsultationItemProps) {
  const [outcome, setOutcome] = useState<ConsultationNotesBody['outcome']>('completed');
  const [notes, setNotes] = useState('');
  const [chosen, setChosen] = useState<StoreItem[]>([]);
  const [open, setOpen] = useState(false);
  const label = `${consultation.patientName}, ${consultationTimeText(consultation.startsAt)}`;
  const recordable = consultation.status === 'booked' && canRecordOutcomeAt(Date.parse(consultation.startsAt), now);
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{ border: 1, borderColor: 'surface.edge', borderRadius: 1.5, p: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{consultation.patientName}</Typography>
        <Chip size="small" label={consultationStatusLabel(consultation.status, 'doctor')} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {consultationTimeText(consultation.startsAt)} · {CONSULTATION_MODE_LABELS[consultation.mode]}
      </Typography>
      <Typography variant="body2">
        <strong>{TEXT.concern}</strong> {consultation.concern || TEXT.noConcern}
      </Typography>
      {consultation.notes && (
        <Typography variant="body2">
          <strong>{TEXT.notesShown}</strong> {consultation.notes}
        </Typography>
      )}
      {consultation.status === 'booked' && !recordable && (
        <Typography variant="body2" color="text.secondary">
          {TEXT.recordFrom(consultationTimeText(consultation.startsAt))}
        </Typography>
      )}
      {recordable && !open && (
        <Button variant="outlined" onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>
          {TEXT.recordOutcome}
        </Button>
      )}
      {recordable && open && (
        <Box
          component="form"
          aria-label={TEXT.outcomeFor(consultation.patientName)}
          onSubmit={(event) => {
            event.preventDefault();
            onRecord(consultation._id, { outcome, notes, recommendedItemIds: chosen.map((item) => item._id) });
          }}
          sx={{ display: 'grid', gap: 1.5, mt: 1 }}
        >
          <RadioGroup
            row
            aria-label={TEXT.outcome}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as ConsultationNotesBody['outcome'])}
          >
            <FormControlLabel value="completed" control={<Radio />} label={TEXT.completed} />
            <FormControlLabel value="no_show" control={<Radio />} label={TEXT.noShow} />
          </RadioGroup>
          <TextField
            label={TEXT.notes}
            multiline
            minRows={3}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <ProductPicker products={products} chosen={chosen} onChange={setChosen} onFind={onFindProducts} busy={busy} />
          <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
            {TEXT.saveOutcome}
          </Button>
          {refusal?.consultationId === consultation._id && (
            <Alert severity="error" variant="outlined">
              {refusal.text}
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
