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
  { page: 'ops', label: TEXT.queue },
  { page: 'opsStock', label: PAGE_TITLES.opsStock },
  { page: 'opsCoupons', label: PAGE_TITLES.opsCoupons },
  { page: 'opsDoctors', label: PAGE_TITLES.opsDoctors },
  { page: 'opsConsultations', label: PAGE_TITLES.opsConsultations },
  { page: 'opsAudit', label: PAGE_TITLES.opsAudit },
] as const;

/** One of the desk's sections, by its page's name in the routes. */
export type OpsSection = (typeof SECTIONS)[number]['page'];

export function OpsNav({ current }: { current: OpsSection }) {
  return (
    <Box component="nav" aria-label={TEXT.sections} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {SECTIONS.map((section) => (
        <Button
          key={section.page}
          component={Link}
          href={ROUTES[section.page].href}
          variant={section.page === current ? 'contained' : 'outlined'}
          aria-current={section.page === current ? 'page' : undefined}
          sx={{ borderRadius: pillRadius }}
        >
          {section.label}
        </Button>
      ))}
    </Box>
  );
}
