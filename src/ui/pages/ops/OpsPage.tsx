// The operator's desk: the order queue by status (new, to pack, to ship, shipped, all) with each
// status's count, searched by order number, phone or name, paged; confirmed orders can be selected
// and packed together. Only for a user whose roles (from the server) include operator.
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { OPS_DESK_MESSAGES as TEXT } from '../../../domain/messages';
import { opsQueueFilterOf, opsQueueHref } from '../../../domain/ops';
import { ROUTES } from '../../../domain/routes';
import { LoadingBlock, Unavailable } from '../../components/PageState';
import { useLazyMachine } from '../../hooks/useLazyMachine';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSignedInUser } from '../../hooks/useSignedInUser';
import { useToastEmitter } from '../../hooks/useToastEmitter';
import { PAGE_TITLES } from '../../seo/titles';
import { useServices } from '../../services/services';
import { DashboardNotice } from '../account/dashboard/DashboardNotice';
import { OpsNav } from './OpsNav';
import { OrderQueue } from './queue/OrderQueue';

export default function OpsPage() {
  usePageTitle(PAGE_TITLES.ops);
  const user = useSignedInUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        {PAGE_TITLES.ops}
      </Typography>
      <OpsNav current={ROUTES.ops.href} />
      {user.status === 'signedIn' ? <Desk uid={user.uid} /> : <LoadingBlock />}
    </Container>
  );
}

function Desk({ uid }: { uid: string }) {
  const { machines } = useServices();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [snapshot, send, actor] = useMachine(useLazyMachine(machines.opsQueue), {
    input: { uid, filter: opsQueueFilterOf(search) },
  });
  useToastEmitter(actor);

  if (snapshot.matches('checkingRole')) return <LoadingBlock label={TEXT.loading} />;
  if (snapshot.matches('unavailable')) return <Unavailable onRetry={() => send({ type: 'retry' })} />;
  if (snapshot.matches('notAnOperator'))
    return (
      <DashboardNotice icon={<StorefrontOutlinedIcon />} title={TEXT.notAnOperator}>
        <Typography color="text.secondary">{TEXT.notAnOperatorDetail}</Typography>
      </DashboardNotice>
    );

  const { filter, page, selected } = snapshot.context;
  return (
    <OrderQueue
      filter={filter}
      page={snapshot.matches('loading') ? null : page}
      selected={selected}
      packing={snapshot.matches('packing')}
      onFilter={(next) => {
        // The URL keeps the tab, search and page, so a reload or the back button returns to them.
        navigate(opsQueueHref(next), { replace: true });
        send({ type: 'filter', filter: next });
      }}
      onToggle={(orderId) => send({ type: 'toggle', orderId })}
      onPack={() => send({ type: 'packSelected' })}
    />
  );
}
