// What a page shows while its data loads, or when it could not be loaded.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { SITE_MESSAGES } from '@domain/messages/site';
import { PageSkeleton } from './PageSkeleton';

export function LoadingBlock({ label = 'Loading', rows = 3 }: { label?: string; rows?: number }) {
  return (
    <PageSkeleton label={label} sx={{ py: 2 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={index === 0 ? 180 : 24} sx={{ mb: 2 }} />
      ))}
    </PageSkeleton>
  );
}

export function Unavailable({
  onRetry,
  message = SITE_MESSAGES.loadFailed,
}: {
  onRetry: () => void;
  message?: string;
}) {
  return (
    <Alert
      severity="warning"
      sx={{ my: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
