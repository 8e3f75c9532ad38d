// Renders UI with the app's providers and machines whose I/O is supplied by the test.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { ContactMessage } from '../../src/domain/contact';
import type { BlogPostSummary } from '../../src/domain/contract/content';
import type { ApiResult } from '../../src/domain/contract/envelope';
import type { ResourceRequest } from '../../src/domain/resources';
import { badgesMachine } from '../../src/machines/badges.machine';
import { blogSearchMachine } from '../../src/machines/blogSearch.machine';
import { contactFormMachine } from '../../src/machines/contactForm.machine';
import { resourceMachine } from '../../src/machines/resource.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import { toasterMachine } from '../../src/machines/toaster.machine';
import { ServicesProvider, type AppServices } from '../../src/ui/app/services';
import { theme } from '../../src/ui/app/theme';
import { Toasts } from '../../src/ui/app/Toasts';

export interface FakeIo {
  loadResource?: (request: ResourceRequest) => Promise<unknown>;
  sendMessage?: (message: ContactMessage) => Promise<ApiResult<{ _id: string }>>;
  path?: string;
}

export function renderWithServices(ui: ReactElement, io: FakeIo = {}) {
  const services: AppServices = {
    config: {
      apiBase: '/api', staticBase: '/static', imageWidths: [160, 320, 480, 768, 1200], imageQuality: 75,
      firebase: { apiKey: 'k', authDomain: 'demo-ojas.firebaseapp.com', projectId: 'demo-ojas' }, authEmulatorUrl: null, paymentGateway: 'sandbox',
    },
    session: createActor(sessionMachine.provide({ actors: { watchAuthState: fromCallback(({ sendBack }) => { sendBack({ type: 'auth.changed', user: null }); }) } })).start(),
    toaster: createActor(toasterMachine).start(),
    badges: createActor(badgesMachine).start(),
    machines: {
      resource: resourceMachine.provide({ actors: { loadResource: fromPromise(({ input }: { input: ResourceRequest }) => (io.loadResource ?? (async () => undefined))(input)) } }),
      contactForm: contactFormMachine.provide({ actors: { sendMessage: fromPromise(({ input }: { input: ContactMessage }) => (io.sendMessage ?? (async () => ({ success: true as const, data: { _id: '1' } })))(input)) } }),
      blogSearch: blogSearchMachine.provide({ actors: { searchBlogs: fromPromise(async (): Promise<BlogPostSummary[] | undefined> => []) } }),
    },
  };
  const location = memoryLocation({ path: io.path ?? '/', record: true });
  const result = render(
    <ServicesProvider value={services}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
            <Toasts />
          </Router>
        </SnackbarProvider>
      </ThemeProvider>
    </ServicesProvider>,
  );
  return { ...result, services, location };
}
