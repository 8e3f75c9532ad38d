// How the person signs in: their mobile number, and Google (linked, or a way to link it).
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MESSAGES as TEXT } from '@domain/messages/dashboard';
import { SHARED_MESSAGES as LABELS } from '@domain/messages/shared';
import { displayPhone } from '@domain/phone';
import type { AuthUser } from '@domain/session';
import { LinkGoogle } from '@ui/components/account/LinkGoogle';
import { IconBubble } from '@ui/components/IconBubble';
import { DashboardSection } from './DashboardSection';

export function SignInMethods({ user }: { user: AuthUser }) {
  return (
    <DashboardSection id="sign-in-title" title={TEXT.signInMethods}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2.5 }}>
        <IconBubble>
          <PhoneIphoneOutlinedIcon fontSize="small" />
        </IconBubble>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{LABELS.mobile}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.phoneNumber ? displayPhone(user.phoneNumber) : TEXT.phoneNotUsed}
          </Typography>
        </Box>
      </Box>
      <Divider sx={{ mb: 2.5, borderColor: 'surface.divider' }} />
      <LinkGoogle />
    </DashboardSection>
  );
}
