// What every section page of the operator's desk shares: the desk's heading and sections, the
// signed-in user's section below them, and the screens before a section shows (its roles and first
// page being loaded, unavailable with a retry, or not an operator's).
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { LoadingBlock, Unavailable } from '@ui/components/PageState';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { useSignedInUser } from '@ui/hooks/useSignedInUser';
import { PAGE_TITLES } from '@ui/seo/titles';
import { DashboardNotice } from '../account/dashboard/DashboardNotice';
import { OpsNav, type OpsSectionHref } from './OpsNav';
import type { DeskListView } from './useDeskList';

export function OpsDeskShell({
  title,
  current,
  section,
}: {
  title: string;
  current: OpsSectionHref;
  /** The section for the signed-in user. */
  section: (uid: string) => ReactNode;
}) {
  usePageTitle(title);
  const user = useSignedInUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        {PAGE_TITLES.ops}
      </Typography>
      <OpsNav current={current} />
      {user.status === 'signedIn' ? section(user.uid) : <LoadingBlock />}
    </Container>
  );
}

/** The screen a section shows before its roles and first page let it show itself; null once they do. */
export function opsRoleScreen(list: DeskListView<unknown, unknown>): ReactNode {
  if (list.state === 'unavailable') return <Unavailable onRetry={() => list.send({ type: 'retry' })} />;
  if (list.state === 'refused')
    return (
      <DashboardNotice icon={<StorefrontOutlinedIcon />} title={TEXT.notAnOperator}>
        <Typography color="text.secondary">{TEXT.notAnOperatorDetail}</Typography>
      </DashboardNotice>
    );
  if (list.page === undefined) return <LoadingBlock label={TEXT.loading} />;
  return null;
}
