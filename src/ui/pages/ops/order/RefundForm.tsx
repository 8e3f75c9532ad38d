// A new refund: an amount in rupees (part of what is left, or all of it at a press) and a reason,
// checked against the contract's rule and the amount left before it is sent.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { OpsRefundBody } from '@domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { formatRupees, paiseToRupees } from '@domain/money';
import { refundRequest, type RefundDraft, type RefundField } from '@domain/ops';
import { pillRadius } from '@ui/theme/sx';

export function RefundForm({
  refundablePaise,
  refunding,
  busy,
  onRefund,
}: {
  refundablePaise: number;
  refunding: boolean;
  busy: boolean;
  onRefund: (body: OpsRefundBody) => void;
}) {
  const [draft, setDraft] = useState<RefundDraft>({ amount: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<RefundField, string>>>({});
  if (refundablePaise <= 0) return <Typography color="text.secondary">{TEXT.nothingToRefund}</Typography>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = refundRequest(draft, refundablePaise);
    if (!request.ok) return setErrors(request.errors);
    setErrors({});
    onRefund(request.body);
  };
  return (
    <Box component="form" aria-label={TEXT.newRefund} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{TEXT.refundable(formatRupees(paiseToRupees(refundablePaise)))}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          label={TEXT.refundAmount}
          required
          size="small"
          value={draft.amount}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={errors.amount !== undefined}
          helperText={errors.amount}
          onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
          sx={{ flex: '1 1 160px' }}
        />
        <Button
          onClick={() => setDraft({ ...draft, amount: String(paiseToRupees(refundablePaise)) })}
          sx={{ borderRadius: pillRadius, mt: 0.5 }}
        >
          {TEXT.refundFull}
        </Button>
      </Box>
      <TextField
        label={TEXT.refundReason}
        required
        size="small"
        value={draft.reason}
        error={errors.reason !== undefined}
        helperText={errors.reason}
        onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
      />
      <Box>
        <Button type="submit" variant="contained" aria-disabled={busy} sx={{ borderRadius: pillRadius }}>
          {refunding ? TEXT.refunding : TEXT.startRefund}
        </Button>
      </Box>
    </Box>
  );
}
