// What the bell's list and the dashboard's say when the notifications could not be loaded, with
// the way to try again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { NOTIFICATION_CENTRE_MESSAGES as TEXT } from '@domain/messages/notificationCentre';
import { useServices } from '../services/services';

export function NotificationsLoadFailed() {
  const { notificationCentre } = useServices();
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => notificationCentre.send({ type: 'notifications.refresh' })}>
          {TEXT.tryAgain}
        </Button>
      }
    >
      {TEXT.loadFailed}
    </Alert>
  );
}
