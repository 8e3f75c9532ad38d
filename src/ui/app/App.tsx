import CssBaseline from '@mui/material/CssBaseline';
// @mui/material's ThemeProvider also brings its CSS-variables provider (about 3 kB gzip), which a
// theme without colour schemes, as ours, never uses: it hands such a theme to this one.
import { ThemeProvider } from '@mui/system';
import { ServicesProvider, type AppServices } from '../services/services';
import { theme } from '../theme/theme';
import { Router } from './Router';
import { Shell } from './Shell';

export function App({ services }: { services: AppServices }) {
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
