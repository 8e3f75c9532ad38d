import CssBaseline from '@mui/material/CssBaseline';
// @mui/material's ThemeProvider also brings its CSS-variables provider (about 3 kB gzip), which a
// theme without colour schemes, as ours, never uses: it hands such a theme to this one.
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { ServicesProvider, type AppServices } from '../services/services';
import { Router } from './Router';
import { Shell } from './Shell';

export function App({ services, theme }: { services: AppServices; theme: Theme }) {
  return (
    <ServicesProvider value={services}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Shell>
          <Router />
        </Shell>
      </ThemeProvider>
    </ServicesProvider>
  );
}
