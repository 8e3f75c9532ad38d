// The way from the profile to the operator's desk; the profile shows it only when the user's roles
// (from the profile machine's one permission answer) include operator.
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { DASHBOARD_MESSAGES as TEXT } from '@domain/messages/dashboard';
import { ROUTES } from '@domain/routes';
import { PAGE_TITLES } from '@ui/seo/titles';
import { DashboardLink } from './DashboardLink';

export function OperatorDeskLink() {
  return (
    <DashboardLink
      id="operator-desk"
      title={PAGE_TITLES.ops}
      subtitle={TEXT.opsSubtitle}
      href={ROUTES.ops.href}
      icon={<StorefrontOutlinedIcon aria-hidden="true" />}
      label={TEXT.opsLink}
    />
  );
}
