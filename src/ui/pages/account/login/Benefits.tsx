// What an account gives: shown beside the sign-in card.
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { ROUTES } from '@domain/routes';
import { IconBubble } from '@ui/components/IconBubble';
import { bareList } from '@ui/theme/sx';

export const BENEFITS = [
  'Your cart and wishlist on every device',
  'Order history and delivery tracking',
  'Book and manage consultations with our doctors',
] as const;

export function Benefits({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box sx={sx}>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1.75 }}>
        With an account you get
      </Typography>
      <Box component="ul" sx={{ ...bareList, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {BENEFITS.map((benefit) => (
          <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <IconBubble size={28}>
              <CheckIcon sx={{ fontSize: 18 }} />
            </IconBubble>
            <span>{benefit}</span>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        You can also shop without an account.{' '}
        <MuiLink component={Link} href={ROUTES.store.href} underline="always" sx={{ fontWeight: 600 }}>
          Continue shopping
        </MuiLink>
      </Typography>
    </Box>
  );
}
