// Copies a page's link to the clipboard; a toast says whether it worked.
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { useMachine } from '@xstate/react';
import { useToastEmitter } from '../hooks/useToastEmitter';
import { useServices } from '../services/services';

export function ShareButton({ path, label }: { path: string; label: string }) {
  const [, send, actor] = useMachine(useServices().machines.shareLink);
  useToastEmitter(actor);
  return (
    <Button
      variant="text"
      startIcon={<ShareOutlinedIcon aria-hidden="true" />}
      aria-label={label}
      onClick={() => send({ type: 'share', url: new URL(path, window.location.origin).href })}
    >
      Share
    </Button>
  );
}
