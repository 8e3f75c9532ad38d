// A coupon's terms to type: code (new coupons only), description, kind and value, minimum order,
// cap, last valid day and usage limits, checked by the contract's rules before saving.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { OpsCouponCreateBody } from '@domain/contract/ops';
import { COUPON_KINDS, type CouponKind } from '@domain/coupon';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { couponRequest, type CouponDraft, type CouponField } from '@domain/ops';
import { pillRadius } from '@ui/theme/sx';

const FIELDS: readonly { name: Exclude<CouponField, 'code'>; type?: 'date'; inputMode?: 'numeric' | 'decimal' }[] = [
  { name: 'description' },
  { name: 'value', inputMode: 'decimal' },
  { name: 'minOrder', inputMode: 'decimal' },
  { name: 'maxDiscount', inputMode: 'decimal' },
  { name: 'validUntil', type: 'date' },
  { name: 'usageLimit', inputMode: 'numeric' },
  { name: 'perUserLimit', inputMode: 'numeric' },
];

export function CouponForm({
  initial,
  isNew,
  busy,
  onSave,
  onCancel,
}: {
  initial: CouponDraft;
  isNew: boolean;
  busy: boolean;
  onSave: (body: OpsCouponCreateBody) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<CouponDraft>(initial);
  const [errors, setErrors] = useState<Partial<Record<CouponField, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = couponRequest(draft);
    if (!request.ok) return setErrors(request.errors);
    setErrors({});
    onSave(request.body);
  };
  const field = (name: CouponField, extra: { type?: 'date'; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField
      key={name}
      label={TEXT.couponFields[name]}
      size="small"
      type={extra.type}
      value={draft[name]}
      error={errors[name] !== undefined}
      helperText={errors[name]}
      slotProps={{ htmlInput: { inputMode: extra.inputMode }, inputLabel: { shrink: true } }}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      sx={{ flex: name === 'description' ? '2 1 280px' : '1 1 160px' }}
    />
  );
  return (
    <Box
      component="form"
      aria-label={TEXT.couponForm(isNew ? '' : initial.code)}
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      {isNew && field('code')}
      <TextField
        select
        label={TEXT.couponKind}
        size="small"
        value={draft.kind}
        onChange={(event) => setDraft({ ...draft, kind: event.target.value as CouponKind })}
        sx={{ flex: '1 1 140px' }}
      >
        {COUPON_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {TEXT.couponKinds[kind]}
          </MenuItem>
        ))}
      </TextField>
      {FIELDS.map(({ name, ...extra }) => field(name, extra))}
      <Box sx={{ display: 'flex', gap: 1, flexBasis: '100%' }}>
        <Button type="submit" variant="contained" aria-disabled={busy} sx={{ borderRadius: pillRadius }}>
          {TEXT.saveCoupon}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} sx={{ borderRadius: pillRadius }}>
            {TEXT.cancelChange}
          </Button>
        )}
      </Box>
    </Box>
  );
}
