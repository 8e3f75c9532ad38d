// Coupons on the operator's desk: every coupon, active or ended, with its terms and uses; a new
// one, a change of one, or its end. Only for operators.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import type { OpsCoupon } from '@domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { newCouponDraft } from '@domain/ops';
import { indiaDate } from '@domain/slots';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { pillRadius } from '@ui/theme/sx';
import { CouponForm } from './coupons/CouponForm';
import { CouponRow } from './coupons/CouponRow';
import { DeskList } from './DeskList';
import { OpsDeskShell, opsRoleScreen } from './OpsDeskShell';
import { useDeskList } from './useDeskList';

export default function OpsCouponsPage() {
  return <OpsDeskShell current="opsCoupons" section={(uid) => <Coupons uid={uid} />} />;
}

function Coupons({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [snapshot, send, actor] = useToastingMachine(machines.opsCoupons, { input: { uid } });
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    const saved = actor.on('saved', () => setCreating(false));
    return () => saved.unsubscribe();
  }, [actor]);

  const list = useDeskList<OpsCoupon[], undefined>(snapshot.children.list!);

  const roleScreen = opsRoleScreen(list);
  const coupons = list.page;
  if (roleScreen || !coupons) return roleScreen;

  const busy = !snapshot.matches('idle') || list.state !== 'ready';
  return (
    <Box component="section" aria-label={PAGE_TITLES.opsCoupons} sx={{ display: 'grid', gap: 2.5 }}>
      {creating ? (
        <SurfaceCard sx={{ p: { xs: 2, sm: 2.5 } }}>
          <CouponForm
            initial={newCouponDraft(indiaDate(Date.now()))}
            isNew
            busy={busy}
            onSave={(body) => send({ type: 'save', save: { kind: 'create', body } })}
            onCancel={() => setCreating(false)}
          />
        </SurfaceCard>
      ) : (
        <Box>
          <Button variant="contained" onClick={() => setCreating(true)} sx={{ borderRadius: pillRadius }}>
            {TEXT.newCoupon}
          </Button>
        </Box>
      )}
      <DeskList
        loading={list.state === 'loading'}
        count={coupons.length}
        empty={TEXT.noCoupons}
        label={PAGE_TITLES.opsCoupons}
      >
        {coupons.map((coupon) => (
          <CouponRow
            key={JSON.stringify(coupon)}
            coupon={coupon}
            busy={busy}
            onChange={(body) => send({ type: 'save', save: { kind: 'change', code: coupon._id, body } })}
          />
        ))}
      </DeskList>
    </Box>
  );
}
