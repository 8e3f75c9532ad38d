// What every section page of the operator's desk shares: the desk's heading and sections, the
// signed-in user's section below them, and the screens before a section shows (its roles and first
// page being loaded, unavailable with a retry, or not an operator's).
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { ReactNode } from 'react';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { LoadingBlock, Unavailable } from '@ui/components/PageState';
import { SignedInPage } from '@ui/components/SignedInPage';
import { PAGE_TITLES } from '@ui/seo/titles';
import { DashboardNotice } from '../account/dashboard/DashboardNotice';
import { OpsNav, type OpsSection } from './OpsNav';
import type { DeskListView } from './useDeskList';

export function OpsDeskShell({
  current,
  section,
}: {
  /** The section shown, whose page title the tab takes. */
  current: OpsSection;
  /** The section for the signed-in user. */
  section: (uid: string) => ReactNode;
}) {
  return (
    <SignedInPage title={PAGE_TITLES[current]} heading={PAGE_TITLES.ops} lead={<OpsNav current={current} />} wide>
      {section}
    </SignedInPage>
  );
}

/** The screen a section shows before its roles and first page let it show itself; null once they do. */
export function opsRoleScreen(list: DeskListView<unknown, unknown>): ReactNode {
  if (list.state === 'unavailable') return <Unavailable onRetry={() => list.send({ type: 'retry' })} />;
  if (list.state === 'refused')
    return (
      <DashboardNotice icon={<StorefrontOutlinedIcon />} title={TEXT.notAnOperator} detail={TEXT.notAnOperatorDetail} />
    );
  if (list.page === undefined) return <LoadingBlock label={TEXT.loading} />;
  return null;
}
