// The operator's desk's sections: the order queue, stock and prices, coupons, doctor applications,
// the day's consultations and the audit log.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'wouter';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { ROUTES } from '@domain/routes';
import { PAGE_TITLES } from '@ui/seo/titles';
import { pillRadius } from '@ui/theme/sx';

const SECTIONS = [
  { href: ROUTES.ops.href, label: TEXT.queue },
  { href: ROUTES.opsStock.href, label: PAGE_TITLES.opsStock },
  { href: ROUTES.opsCoupons.href, label: PAGE_TITLES.opsCoupons },
  { href: ROUTES.opsDoctors.href, label: PAGE_TITLES.opsDoctors },
  { href: ROUTES.opsConsultations.href, label: PAGE_TITLES.opsConsultations },
  { href: ROUTES.opsAudit.href, label: PAGE_TITLES.opsAudit },
] as const;

/** The link of one of the desk's sections. */
export type OpsSectionHref = (typeof SECTIONS)[number]['href'];

export function OpsNav({ current }: { current: OpsSectionHref }) {
  return (
    <Box component="nav" aria-label={TEXT.sections} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {SECTIONS.map((section) => (
        <Button
          key={section.href}
          component={Link}
          href={section.href}
          variant={section.href === current ? 'contained' : 'outlined'}
          aria-current={section.href === current ? 'page' : undefined}
          sx={{ borderRadius: pillRadius }}
        >
          {section.label}
        </Button>
      ))}
    </Box>
  );
}
