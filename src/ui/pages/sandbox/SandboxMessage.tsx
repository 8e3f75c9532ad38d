// One text message the sandbox kept: to whom, when (India time), and its text as sent.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SandboxSms } from '@domain/contract/smsSandbox';
import { formatIndiaDateTime } from '@domain/indiaTime';
import { SMS_SANDBOX_MESSAGES as TEXT } from '@domain/messages/smsSandbox';
import { displayPhone } from '@domain/phone';
import { SurfaceCard } from '@ui/components/SurfaceCard';

export function SandboxMessage({ message }: { message: SandboxSms }) {
  return (
    <SurfaceCard component="li" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{TEXT.to(displayPhone(`+${message.to}`))}</Typography>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={message.sentAt}>
          {formatIndiaDateTime(message.sentAt)}
        </Typography>
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{message.text}</Typography>
    </SurfaceCard>
  );
}
