// Renders UI with the app's providers and machines whose I/O is supplied by the test.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import { brandIndexOf } from '@adapters/search/brandIndex';
import type { ContactMessage } from '@domain/contact';
import type { Brand, StoreItem } from '@domain/contract/catalogue';
import type { BlogPostSummary } from '@domain/contract/content';
import type { Doctor, DoctorPage } from '@domain/contract/doctors';
import type { ApiResult } from '@domain/contract/envelope';
import type { ConcernSuggestion } from '@domain/contract/search';
import type { ResourceRequest } from '@domain/resources';
import type { DoctorListRequest, NextSlots } from '@domain/searchRequests';
import { blogSearchMachine } from '@machines/blogSearch.machine';
import { contactFormMachine } from '@machines/contactForm.machine';
import { deskListMachine } from '@machines/deskList.machine';
import { doctorDeskMachine } from '@machines/doctorDesk.machine';
import { doctorListMachine } from '@machines/doctorList.machine';
import { opsConsultationsMachine } from '@machines/opsConsultations.machine';
import { opsCouponsMachine } from '@machines/opsCoupons.machine';
import { opsDoctorsMachine } from '@machines/opsDoctors.machine';
import { opsOrderMachine } from '@machines/opsOrder.machine';
import { opsQueueMachine } from '@machines/opsQueue.machine';
import { opsStockMachine } from '@machines/opsStock.machine';
import { resourceMachine } from '@machines/resource.machine';
import { searchMachine, type ConcernSearchRequest, type DoctorSearchRequest } from '@machines/search.machine';
import { searchLadderMachine, type ItemSearchRequest } from '@machines/searchLadder.machine';
import { storeFiltersMachine } from '@machines/storeFilters.machine';
import { toasterMachine } from '@machines/toaster.machine';
import { Toasts } from '@ui/app/Toasts';
import { ServicesProvider, type AppServices, type LazyMachine } from '@ui/services/services';
import { createAppTheme } from '@ui/theme/theme';
import { pageDataReplyOf, replyOf, UNANSWERED } from '../support/apiReplies';
import { fakeAccountMachines, fakeSession, type AccountIo } from './accountFakes';
import { fakeCart, fakeNotificationCentre, fakeShareLink, fakeWishlist, type CommerceIo } from './commerceFakes';
import { fakeConsultationMachines, type ConsultationIo } from './consultationFakes';
import { fakeAddressBook, fakeOrderMachines, type OrderIo } from './orderFakes';

const theme = createAppTheme();

export interface FakeIo extends AccountIo, CommerceIo, OrderIo, ConsultationIo {
  loadResource?: (request: ResourceRequest) => Promise<unknown>;
  sendMessage?: (message: ContactMessage) => Promise<ApiResult<{ _id: string }>>;
  searchItems?: (request: ItemSearchRequest) => Promise<StoreItem[] | undefined>;
  /** The doctors found (a failed search as undefined). */
  searchDoctors?: (request: DoctorSearchRequest) => Promise<Doctor[] | undefined>;
  /** The concerns found (a failed search as undefined). */
  searchConcerns?: (request: ConcernSearchRequest) => Promise<ConcernSuggestion[] | undefined>;
  loadDoctors?: (request: DoctorListRequest) => Promise<ApiResult<DoctorPage>>;
  loadNextSlots?: (doctorIds: readonly string[]) => Promise<ApiResult<NextSlots>>;
  /** The doctor's desk's actors (fakes the test answers). */
  deskActors?: Parameters<typeof doctorDeskMachine.provide>[0]['actors'];
  /** The operator's desk's actors: the queue's and an order's. */
  opsQueueActors?: Parameters<typeof opsQueueMachine.provide>[0]['actors'];
  opsOrderActors?: Parameters<typeof opsOrderMachine.provide>[0]['actors'];
  opsStockActors?: Parameters<typeof opsStockMachine.provide>[0]['actors'];
  opsDoctorsActors?: Parameters<typeof opsDoctorsMachine.provide>[0]['actors'];
  /** The audit log's desk list (the roles and pages answered by the test). */
  opsAuditList?: typeof deskListMachine;
  opsConsultationsActors?: Parameters<typeof opsConsultationsMachine.provide>[0]['actors'];
  opsCouponsActors?: Parameters<typeof opsCouponsMachine.provide>[0]['actors'];
  path?: string;
}

/** A flow's machine as the app gets it once its code has loaded (the UI renders it at once). */
/** A machine already loaded: its promise carries React's thenable fields, so `use` does not suspend. */
function loadedMachine<T>(machine: T): LazyMachine<T> {
  const loaded = Object.assign(Promise.resolve(machine), { status: 'fulfilled', value: machine });
  return { load: () => loaded };
}

function loadedMachines<T extends Record<string, unknown>>(machines: T): { [K in keyof T]: LazyMachine<T[K]> } {
  return Object.fromEntries(Object.entries(machines).map(([name, machine]) => [name, loadedMachine(machine)])) as {
    [K in keyof T]: LazyMachine<T[K]>;
  };
}

export function renderWithServices(ui: ReactElement, io: FakeIo = {}) {
  const loadResource = io.loadResource ?? (async () => undefined);
  const searchLadder = searchLadderMachine.provide({
    actors: {
      fetchItems: fromPromise(async ({ input }: { input: ItemSearchRequest }) =>
        replyOf(await (io.searchItems ?? (async () => []))(input)),
      ),
    },
  });
  const services: AppServices = {
    // Client-rendered: nothing embedded.
    preloaded: { find: () => undefined },
    config: {
      apiBase: '/api',
      staticBase: '/static',
      imageWidths: [160, 320, 480, 768, 1200],
      imageQuality: 75,
      firebase: { apiKey: 'k', authDomain: 'demo-ojas.firebaseapp.com', projectId: 'demo-ojas' },
      authEmulatorUrl: null,
      paymentGateway: 'sandbox',
    },
    session: createActor(fakeSession(io), { input: { path: io.path ?? '/' } }).start(),
    toaster: createActor(toasterMachine).start(),
    cart: createActor(fakeCart(io), { input: { localItems: io.localItems ?? [] } }).start(),
    wishlist: createActor(fakeWishlist(io)).start(),
    notificationCentre: createActor(fakeNotificationCentre(io)).start(),
    addressBook: loadedMachine(fakeAddressBook(io)),
    bookingDraft: { read: (doctorId) => (io.bookingDraft?.doctorId === doctorId ? io.bookingDraft : null) },
    machines: {
      resource: resourceMachine.provide({
        actors: {
          loadResource: fromPromise(async ({ input }: { input: ResourceRequest }) =>
            pageDataReplyOf(await loadResource(input)),
          ),
        },
      }),
      contactForm: loadedMachine(
        contactFormMachine.provide({
          actors: {
            sendMessage: fromPromise(({ input }: { input: ContactMessage }) =>
              (io.sendMessage ?? (async () => ({ success: true as const, data: { _id: '1' } })))(input),
            ),
          },
        }),
      ),
      blogSearch: loadedMachine(
        blogSearchMachine.provide({
          actors: { searchBlogs: fromPromise(async (): Promise<ApiResult<BlogPostSummary[]>> => replyOf([])) },
        }),
      ),
      search: searchMachine.provide({
        actors: {
          loadBrands: fromPromise(async () => {
            const brands = (await loadResource({ kind: 'brands' })) as Brand[] | undefined;
            return brands && brandIndexOf(brands);
          }),
          searchItems: searchLadder,
          searchDoctors: fromPromise(async ({ input }: { input: DoctorSearchRequest }) =>
            replyOf(await (io.searchDoctors ?? (async () => []))(input)),
          ),
          searchConcerns: fromPromise(async ({ input }: { input: ConcernSearchRequest }) =>
            replyOf(await (io.searchConcerns ?? (async () => []))(input)),
          ),
        },
      }),
      searchLadder,
      storeFilters: loadedMachine(storeFiltersMachine),
      doctorList: loadedMachine(
        doctorListMachine.provide({
          actors: {
            loadDoctors: fromPromise(({ input }: { input: DoctorListRequest }) =>
              (io.loadDoctors ?? (async () => UNANSWERED))(input),
            ),
            loadNextSlots: fromPromise(({ input }: { input: readonly string[] }) =>
              (io.loadNextSlots ?? (async () => replyOf({})))(input),
            ),
          },
        }),
      ),
      doctorDesk: loadedMachine(doctorDeskMachine.provide({ actors: io.deskActors ?? {} })),
      opsQueue: loadedMachine(opsQueueMachine.provide({ actors: io.opsQueueActors ?? {} })),
      opsOrder: loadedMachine(opsOrderMachine.provide({ actors: io.opsOrderActors ?? {} })),
      opsStock: loadedMachine(opsStockMachine.provide({ actors: io.opsStockActors ?? {} })),
      opsDoctors: loadedMachine(opsDoctorsMachine.provide({ actors: io.opsDoctorsActors ?? {} })),
      opsAudit: loadedMachine(io.opsAuditList ?? deskListMachine),
      opsConsultations: loadedMachine(opsConsultationsMachine.provide({ actors: io.opsConsultationsActors ?? {} })),
      opsCoupons: loadedMachine(opsCouponsMachine.provide({ actors: io.opsCouponsActors ?? {} })),
      smsSandbox: loadedMachine(deskListMachine),
      shareLink: fakeShareLink(io),
      // Sign-in and account machines: what the test supplies, unprovided defaults otherwise.
      ...loadedMachines(fakeAccountMachines(io)),
      ...loadedMachines(fakeOrderMachines(io)),
      ...loadedMachines(fakeConsultationMachines(io)),
    },
  };
  const location = memoryLocation({ path: io.path ?? '/', record: true });
  const result = render(
    <ServicesProvider value={services}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
          <Toasts />
        </Router>
      </ThemeProvider>
    </ServicesProvider>,
  );
  return { ...result, services, location };
}
