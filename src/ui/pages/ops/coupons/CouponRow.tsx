// One coupon: its code, description, terms and uses, active or ended; Change opens its terms in
// the form, End ends an active one.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OpsCoupon, OpsCouponUpdateBody } from '@domain/contract/ops';
import { formatDate } from '@domain/indiaTime';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { formatRupees } from '@domain/money';
import { couponDraftOf } from '@domain/ops';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { pillRadius } from '@ui/theme/sx';
import { CouponForm } from './CouponForm';

export function CouponRow({
  coupon,
  busy,
  onChange,
}: {
  coupon: OpsCoupon;
  busy: boolean;
  onChange: (body: OpsCouponUpdateBody) => void;
}) {
  const [changing, setChanging] = useState(false);
  const value = coupon.kind === 'percent' ? `${coupon.value}%` : formatRupees(coupon.value);
  return (
    <SurfaceCard component="li" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{coupon._id}</Typography>
        <Chip
          size="small"
          color={coupon.active ? 'success' : 'default'}
          label={coupon.active ? TEXT.couponActive : TEXT.couponEnded}
        />
        <Typography variant="body2" color="text.secondary">
          {TEXT.couponUses(coupon.usedCount, coupon.usageLimit)}
        </Typography>
      </Box>
      <Typography variant="body2">{coupon.description}</Typography>
      <Typography variant="body2" color="text.secondary">
        {TEXT.couponTerms(value, formatRupees(coupon.minOrder), formatDate(coupon.validUntil))}
      </Typography>
      {changing ? (
        <CouponForm
          initial={couponDraftOf(coupon)}
          isNew={false}
          busy={busy}
          onSave={({ _id: _code, ...terms }) => onChange(terms)}
          onCancel={() => setChanging(false)}
        />
      ) : (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => setChanging(true)} sx={{ borderRadius: pillRadius }}>
            {TEXT.changeCoupon}
          </Button>
          {coupon.active && (
            <Button
              aria-disabled={busy}
              onClick={() => !busy && onChange({ active: false })}
              sx={{ borderRadius: pillRadius }}
            >
              {TEXT.endCoupon}
            </Button>
          )}
        </Box>
      )}
    </SurfaceCard>
  );
}
