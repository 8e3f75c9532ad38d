// Coupons on the operator's desk: every coupon, active or ended, with its terms and uses; a new
// one, a change of one, or its end. Only for operators.
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { OPS_DESK_MESSAGES as TEXT } from '../../../domain/messages';
import { newCouponDraft } from '../../../domain/ops';
import { ROUTES } from '../../../domain/routes';
import { indiaDate } from '../../../domain/slots';
import { LoadingBlock, Unavailable } from '../../components/PageState';
import { SurfaceCard } from '../../components/SurfaceCard';
import { useLazyMachine } from '../../hooks/useLazyMachine';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSignedInUser } from '../../hooks/useSignedInUser';
import { useToastEmitter } from '../../hooks/useToastEmitter';
import { PAGE_TITLES } from '../../seo/titles';
import { useServices } from '../../services/services';
import { pillRadius } from '../../theme/sx';
import { DashboardNotice } from '../account/dashboard/DashboardNotice';
import { CouponForm } from './coupons/CouponForm';
import { CouponRow } from './coupons/CouponRow';
import { OpsNav } from './OpsNav';

export default function OpsCouponsPage() {
  usePageTitle(PAGE_TITLES.opsCoupons);
  const user = useSignedInUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        {PAGE_TITLES.ops}
      </Typography>
      <OpsNav current={ROUTES.opsCoupons.href} />
      {user.status === 'signedIn' ? <Coupons uid={user.uid} /> : <LoadingBlock />}
    </Container>
  );
}

function Coupons({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [snapshot, send, actor] = useMachine(useLazyMachine(machines.opsCoupons), { input: { uid } });
  const [creating, setCreating] = useState(false);
  useToastEmitter(actor);
  useEffect(() => {
    const saved = actor.on('saved', () => setCreating(false));
    return () => saved.unsubscribe();
  }, [actor]);

  if (snapshot.matches('checkingRole')) return <LoadingBlock label={TEXT.loading} />;
  if (snapshot.matches('unavailable')) return <Unavailable onRetry={() => send({ type: 'retry' })} />;
  if (snapshot.matches('notAnOperator'))
    return (
      <DashboardNotice icon={<StorefrontOutlinedIcon />} title={TEXT.notAnOperator}>
        <Typography color="text.secondary">{TEXT.notAnOperatorDetail}</Typography>
      </DashboardNotice>
    );

  const { coupons } = snapshot.context;
  const busy = !snapshot.matches({ ready: 'idle' });
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
      {coupons === null || snapshot.matches('loading') ? (
        <LoadingBlock label={TEXT.loading} />
      ) : coupons.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {TEXT.noCoupons}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={PAGE_TITLES.opsCoupons}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {coupons.map((coupon) => (
            <CouponRow
              key={JSON.stringify(coupon)}
              coupon={coupon}
              busy={busy}
              onChange={(body) => send({ type: 'save', save: { kind: 'change', code: coupon._id, body } })}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
