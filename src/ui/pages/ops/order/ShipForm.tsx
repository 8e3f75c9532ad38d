// Shipping an order: the carrier and tracking number (both required, checked by the contract's
// rule before sending) and an optional note.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { OpsOrderTransitionBody } from '@domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { shipmentRequest, type ShipmentDraft, type ShipmentField } from '@domain/ops';
import { pillRadius } from '@ui/theme/sx';

export function ShipForm({
  busy,
  moving,
  onShip,
  onClose,
}: {
  busy: boolean;
  moving: boolean;
  onShip: (body: OpsOrderTransitionBody) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<ShipmentDraft>({ carrier: '', trackingNumber: '' });
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ShipmentField, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = shipmentRequest(draft);
    if (!request.ok) return setErrors(request.errors);
    setErrors({});
    onShip(note.trim() ? { ...request.body, note: note.trim() } : request.body);
  };
  const field = (name: ShipmentField, label: string) => (
    <TextField
      label={label}
      required
      size="small"
      value={draft[name]}
      error={errors[name] !== undefined}
      helperText={errors[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
    />
  );
  return (
    <Box component="form" aria-label={TEXT.confirmShip} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {field('carrier', TEXT.carrier)}
      {field('trackingNumber', TEXT.trackingNumber)}
      <TextField label={TEXT.note} size="small" value={note} onChange={(event) => setNote(event.target.value)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button type="submit" variant="contained" aria-disabled={busy} sx={{ borderRadius: pillRadius }}>
          {moving ? TEXT.shipping : TEXT.confirmShip}
        </Button>
        <Button onClick={onClose} sx={{ borderRadius: pillRadius }}>
          {TEXT.close}
        </Button>
      </Box>
    </Box>
  );
}
