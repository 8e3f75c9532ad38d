// Home: a warm welcome, then the ways in — concerns, featured products, brands, doctors and
// the latest reading — and why people can trust the store.
import Container from '@mui/material/Container';
import { Unavailable } from '@ui/components/PageState';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { useResource } from '@ui/hooks/useResource';
import { HomeHero } from './HomeHero';
import { HomeSections } from './HomeSections';
import { HomeSkeleton } from './HomeSkeleton';
import { TrustStrip } from './TrustStrip';

export default function HomePage() {
  usePageTitle();
  const home = useResource({ kind: 'home' });
  return (
    <>
      <HomeHero />
      <TrustStrip />
      {home.status === 'loading' && <HomeSkeleton />}
      {home.status === 'unavailable' && (
        <Container maxWidth="lg" sx={{ py: 4 }}>
          <Unavailable onRetry={home.retry} />
        </Container>
      )}
      {home.status === 'ready' && <HomeSections home={home.data} />}
    </>
  );
}
