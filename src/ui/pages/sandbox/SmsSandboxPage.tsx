// The SMS sandbox (/sandbox/sms): for operators, what the sandbox was asked to send, newest first,
// each with its number, time and text; Refresh loads it again. Without a sandbox it says so.
import RefreshIcon from '@mui/icons-material/Refresh';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import type { SandboxSms } from '@domain/contract/smsSandbox';
import { SMS_SANDBOX_MESSAGES as TEXT } from '@domain/messages/smsSandbox';
import { LoadingBlock } from '@ui/components/PageState';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { useSignedInUser } from '@ui/hooks/useSignedInUser';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { DashboardNotice } from '../account/dashboard/DashboardNotice';
import { DeskList } from '../ops/DeskList';
import { opsRoleScreen } from '../ops/OpsDeskShell';
import { useDeskList } from '../ops/useDeskList';
import { SandboxMessage } from './SandboxMessage';

export default function SmsSandboxPage() {
  usePageTitle(PAGE_TITLES.smsSandbox);
  const user = useSignedInUser();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {PAGE_TITLES.smsSandbox}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 4 } }}>
        {TEXT.intro}
      </Typography>
      {user.status === 'signedIn' ? <SandboxMessages uid={user.uid} /> : <LoadingBlock />}
    </Container>
  );
}

function SandboxMessages({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [, , actor] = useMachine(useLazyMachine(machines.smsSandbox), { input: { uid, query: undefined } });
  // The messages; null when the server has no sandbox (text messages go to MSG91).
  const list = useDeskList<SandboxSms[] | null, undefined>(actor);

  const roleScreen = opsRoleScreen(list);
  if (roleScreen || list.page === undefined) return roleScreen;
  const messages = list.page;
  if (messages === null)
    return <DashboardNotice icon={<SmsOutlinedIcon />} title={TEXT.noSandbox} detail={TEXT.noSandboxDetail} />;
  const loading = list.state === 'loading';
  return (
    <Box component="section" aria-label={TEXT.messages} sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          disabled={loading}
          onClick={() => list.send({ type: 'reload' })}
        >
          {TEXT.refresh}
        </Button>
      </Box>
      <DeskList loading={loading} count={messages.length} empty={TEXT.empty} label={TEXT.messages}>
        {messages.map((message) => (
          <SandboxMessage key={`${message.id}-${message.to}`} message={message} />
        ))}
      </DeskList>
    </Box>
  );
}
