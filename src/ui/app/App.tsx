import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { ServicesProvider, type AppServices } from '../services/services';
import { theme } from '../theme/theme';
import { Router } from './Router';
import { Shell } from './Shell';

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
