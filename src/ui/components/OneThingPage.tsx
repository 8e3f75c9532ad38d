// The page of one thing (a product, a doctor, a post): its tab title (the thing's name once here),
// its skeleton while loading, the thing once here, "not found" when the server answered 404, and "not available" with a retry when it could
// not be loaded; every state but the thing offers the way back to its list.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ResourceData, ResourceKind } from '@domain/resources';
import { usePageTitle } from '../hooks/usePageTitle';
import type { ResourceView } from '../hooks/useResource';
import { thingTitle } from '../seo/titles';
import { Missing } from './Missing';
import { Unavailable } from './PageState';

export interface OneThingPageProps<K extends ResourceKind> {
  resource: ResourceView<K>;
  /** The tab's title: the thing's name once here, else the generic title or the "not found" one. */
  title: { of: (data: ResourceData[K]) => string; generic: string; missing: string };
  skeleton: ReactNode;
  children: (data: ResourceData[K]) => ReactNode;
  /** What the "not found" state says. */
  missingText: string;
  /** The "not available" state's heading and its explanation. */
  unavailable: { title: string; text: string };
  back: { href: string; label: string };
  /** The page's vertical padding, and where the "not available" column sits. */
  sx?: SxProps<Theme>;
  unavailableSx?: SxProps<Theme>;
}

export function OneThingPage<K extends ResourceKind>({
  resource,
  title,
  skeleton,
  children,
  missingText,
  unavailable,
  back,
  sx = { py: { xs: 3, md: 5 } },
  unavailableSx = { maxWidth: 640 },
}: OneThingPageProps<K>) {
  usePageTitle(thingTitle(resource.data && title.of(resource.data), resource.status === 'missing', title));
  return (
    <Container maxWidth="lg" sx={sx}>
      {resource.status === 'loading' && skeleton}
      {resource.status === 'ready' && children(resource.data)}
      {resource.status === 'missing' && <Missing text={missingText} backHref={back.href} backLabel={back.label} />}
      {resource.status === 'unavailable' && (
        <Box sx={[{ py: { xs: 2, md: 6 } }, ...(Array.isArray(unavailableSx) ? unavailableSx : [unavailableSx])]}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {unavailable.title}
          </Typography>
          <Typography color="text.secondary">{unavailable.text}</Typography>
          <Unavailable onRetry={resource.retry} />
          <Button
            component={Link}
            href={back.href}
            variant="contained"
            startIcon={<ArrowBackIcon aria-hidden="true" />}
          >
            {back.label}
          </Button>
        </Box>
      )}
    </Container>
  );
}
