import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
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
