// Apply a coupon by its code, or see and remove the one applied (with why it does not apply now).
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { Cart } from '@domain/contract/commerce';
import { normalizeCouponCode } from '@domain/coupon';

export function CouponBox({
  coupon,
  busy,
  onApply,
  onRemove,
}: {
  coupon: Cart['coupon'];
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [code, setCode] = useState('');
  if (coupon) {
    return (
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LocalOfferOutlinedIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden="true" />
          <Typography sx={{ fontWeight: 700, flex: 1 }}>{coupon.couponId}</Typography>
          <Button size="small" disabled={busy} onClick={onRemove} aria-label={`Remove coupon ${coupon.couponId}`}>
            Remove
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {coupon.description}
        </Typography>
        {coupon.refusal && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {coupon.refusal}
          </Alert>
        )}
      </Box>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (normalizeCouponCode(code) !== '') onApply(normalizeCouponCode(code));
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label="Coupon code"
        size="small"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 20 } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={busy || code.trim() === ''}>
        Apply
      </Button>
    </Box>
  );
}
