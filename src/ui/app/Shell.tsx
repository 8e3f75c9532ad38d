// The frame of every page: navbar, the page, footer, toasts. The page renders at once: only what
// depends on the account (its own components) waits for the sign-in state.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { RegistrationBanner } from '../components/account/RegistrationBanner';
import { Footer } from '../components/Footer';
import { HydratedApart } from '../components/HydratedApart';
import { Navbar } from '../components/Navbar';
import { useServices } from '../services/services';
import { drawnWhenNear } from '../theme/sx';
import { Toasts } from './Toasts';

/** The footer starts below the fold on every page (see `main`): about its height on a phone. */
const FOOTER_SX = drawnWhenNear(700);

export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const { session } = useServices();
  const [location] = useLocation();
  // The session needs the path: a failed registration check logs out only off the login page.
  useEffect(() => {
    session.send({ type: 'location.changed', path: location });
  }, [location, session]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        Skip to content
      </Box>
      <HydratedApart>
        <Navbar />
      </HydratedApart>
      <HydratedApart>
        <RegistrationBanner path={location} />
      </HydratedApart>
      {/* At least a screen tall: the footer starts below the fold, so a page growing as its data
          arrives never pushes the footer across the screen (a layout shift). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', outline: 'none' }}>
        {children}
      </Box>
      <Box sx={FOOTER_SX}>
        <HydratedApart>
          <Footer />
        </HydratedApart>
      </Box>
      <Toasts />
    </Box>
  );
}
