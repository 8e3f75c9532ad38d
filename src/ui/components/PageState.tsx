// What a page shows while its data loads, or when it could not be loaded. The warning's code (MUI's
// Alert and its icons, about 2 KB gzip) loads with the first failure: no first load carries it.
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { SITE_MESSAGES } from '@domain/messages/site';
import { PageSkeleton } from './PageSkeleton';

const UnavailableAlert = lazy(() =>
  import('./UnavailableAlert').then(({ UnavailableAlert }) => ({ default: UnavailableAlert })),
);

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
    <Suspense fallback={null}>
      <UnavailableAlert onRetry={onRetry} message={message} />
    </Suspense>
  );
}
