import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { Router } from './Router';
import { ServicesProvider, type AppServices } from '../services/services';
import { Shell } from './Shell';
import { theme } from '../theme/theme';

export function App({ services }: { services: AppServices }) {
  return (
    <ServicesProvider value={services}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
          <Shell>
            <Router />
          </Shell>
        </SnackbarProvider>
      </ThemeProvider>
    </ServicesProvider>
  );
}
