// The doctor's desk. It asks for the signed-in user's roles and doctor application (never the
// display name); a doctor's desk loads their consultations and hours, an applicant sees that the
// application is pending or was not approved, anyone else that the desk is for doctors. On the desk the doctor records a
// consultation's outcome (completed or no-show) with notes and recommended products, looks up
// products in the store search for that, and saves weekly hours and date overrides. A refused or
// failed save is kept in the context, so the desk says why beside the form it concerns (a toast
// would cover the form's own buttons).
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Availability, ConsultationNotesBody, DoctorConsultation } from '@domain/contract/consultations';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import type { StoreSearchItem } from '@domain/contract/search';
import { applicationStatus } from '@domain/desk';
import { DESK_MESSAGES } from '@domain/messages/desk';
import { replaceRow } from '@domain/rows';
import type { ToastKind } from '@domain/toast';
import { actorOutput, savedRecord } from './actorOutput';
import {
  accessEndedAs,
  doctorAccess,
  refusedPermission,
  roleAccessMachine,
  type RoleAccess,
} from './roleAccess.machine';

export interface DoctorDeskInput {
  uid: string;
}

export interface DeskData {
  consultations: DoctorConsultation[];
  availability: Availability;
}

export interface OutcomeRequest {
  consultationId: string;
  body: ConsultationNotesBody;
}

export interface DoctorDeskContext extends DoctorDeskInput {
  consultations: DoctorConsultation[];
  availability: Availability;
  /** What the product search found for the notes' recommendations. */
  products: StoreSearchItem[];
  /** The consultation whose outcome was sent last. */
  recordingId: string | null;
  /** Why the last outcome was not saved, and for which consultation; null once another is sent. */
  outcomeRefusal: { consultationId: string; text: string } | null;
  /** Why the last hours were not saved; null after a save. */
  hoursRefusal: string | null;
}

export type DoctorDeskEvent =
  | { type: 'retry' }
  | { type: 'record'; consultationId: string; body: ConsultationNotesBody }
  | { type: 'saveHours'; availability: Availability }
  | { type: 'findProducts'; query: string };

export type DoctorDeskEmitted = { type: 'toast'; kind: ToastKind; text: string };

/** The server's reason for refusing, or the generic failure when it gave none. */
const refusalText = (reply: ApiResult<unknown>, failure: string) => (reply.success ? failure : reply.message);

export const doctorDeskMachine = setup({
  types: {
    input: {} as DoctorDeskInput,
    context: {} as DoctorDeskContext,
    events: {} as DoctorDeskEvent,
    emitted: {} as DoctorDeskEmitted,
  },
  actors: {
    roleAccess: roleAccessMachine,
    loadDesk: fromPromise<ApiResult<DeskData>>(async () => notProvided('loadDesk')),
    recordOutcome: fromPromise<ApiResult<DoctorConsultation>, OutcomeRequest>(async () => notProvided('recordOutcome')),
    saveAvailability: fromPromise<ApiResult<Availability>, Availability>(async () => notProvided('saveAvailability')),
    findProducts: fromPromise<ApiResult<StoreSearchItem[]>, string>(async () => notProvided('findProducts')),
  },
  guards: {
    accessGranted: accessEndedAs('granted'),
    hasPendingApplication: (_, access: RoleAccess) => applicationStatus(refusedPermission(access)) === 'pending',
    hasRejectedApplication: (_, access: RoleAccess) => applicationStatus(refusedPermission(access)) === 'rejected',
    accessRefused: accessEndedAs('refused'),
    gotDesk: (_, reply: ApiResult<DeskData>) => reply.success,
    recorded: (_, reply: ApiResult<DoctorConsultation>) => reply.success,
    hoursSaved: (_, reply: ApiResult<Availability>) => reply.success,
  },
  actions: {
    storeDesk: assign((_, desk: DeskData) => ({ ...desk })),
    storeConsultation: assign(({ context }, reply: ApiResult<DoctorConsultation>) => ({
      consultations: reply.success ? replaceRow(context.consultations, reply.data) : context.consultations,
    })),
    storeAvailability: assign(({ context }, reply: ApiResult<Availability>) => ({
      availability: reply.success ? reply.data : context.availability,
    })),
    storeProducts: assign((_, found: ApiResult<StoreSearchItem[]>) => ({ products: found.success ? found.data : [] })),
    toastOutcomeSaved: emit({ type: 'toast', kind: 'success', text: DESK_MESSAGES.outcomeSaved }),
    toastHoursSaved: emit({ type: 'toast', kind: 'success', text: DESK_MESSAGES.hoursSaved }),
    noteRecording: assign(({ event }) => {
      assertEvent(event, 'record');
      return { recordingId: event.consultationId, outcomeRefusal: null };
    }),
    clearHoursRefusal: assign({ hoursRefusal: null }),
    keepOutcomeRefusal: assign(({ context }, reply: ApiResult<DoctorConsultation>) => ({
      outcomeRefusal: {
        consultationId: context.recordingId ?? '',
        text: refusalText(reply, DESK_MESSAGES.outcomeFailed),
      },
    })),
    keepOutcomeFailure: assign(({ context }) => ({
      outcomeRefusal: { consultationId: context.recordingId ?? '', text: DESK_MESSAGES.outcomeFailed },
    })),
    keepHoursRefusal: assign((_, reply: ApiResult<Availability>) => ({
      hoursRefusal: refusalText(reply, DESK_MESSAGES.hoursFailed),
    })),
    keepHoursFailure: assign({ hoursRefusal: DESK_MESSAGES.hoursFailed }),
  },
}).createMachine({
  id: 'doctorDesk',
  context: ({ input }) => ({
    ...input,
    consultations: [],
    availability: { weekly: [], overrides: [] },
    products: [],
    recordingId: null,
    outcomeRefusal: null,
    hoursRefusal: null,
  }),
  initial: 'checkingRole',
  states: {
    checkingRole: {
      invoke: {
        id: 'roleAccess',
        src: 'roleAccess',
        input: doctorAccess,
        onDone: [
          { guard: { type: 'accessGranted', params: actorOutput<RoleAccess> }, target: 'loading' },
          { guard: { type: 'hasPendingApplication', params: actorOutput<RoleAccess> }, target: 'applicationPending' },
          { guard: { type: 'hasRejectedApplication', params: actorOutput<RoleAccess> }, target: 'applicationRejected' },
          { guard: { type: 'accessRefused', params: actorOutput<RoleAccess> }, target: 'notADoctor' },
          { target: 'unavailable' },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'loadDesk',
        src: 'loadDesk',
        onDone: [
          {
            guard: { type: 'gotDesk', params: actorOutput<ApiResult<DeskData>> },
            target: 'ready',
            actions: { type: 'storeDesk', params: savedRecord<DeskData> },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            record: { target: 'recording', actions: 'noteRecording' },
            saveHours: { target: 'savingHours', actions: 'clearHoursRefusal' },
            findProducts: { target: 'findingProducts' },
          },
        },
        recording: {
          invoke: {
            id: 'recordOutcome',
            src: 'recordOutcome',
            input: ({ event }) => {
              assertEvent(event, 'record');
              return { consultationId: event.consultationId, body: event.body };
            },
            onDone: [
              {
                guard: { type: 'recorded', params: actorOutput<ApiResult<DoctorConsultation>> },
                target: 'idle',
                actions: [
                  { type: 'storeConsultation', params: actorOutput<ApiResult<DoctorConsultation>> },
                  'toastOutcomeSaved',
                ],
              },
              {
                target: 'idle',
                actions: { type: 'keepOutcomeRefusal', params: actorOutput<ApiResult<DoctorConsultation>> },
              },
            ],
            onError: { target: 'idle', actions: 'keepOutcomeFailure' },
          },
        },
        savingHours: {
          invoke: {
            id: 'saveAvailability',
            src: 'saveAvailability',
            input: ({ event }) => {
              assertEvent(event, 'saveHours');
              return event.availability;
            },
            onDone: [
              {
                guard: { type: 'hoursSaved', params: actorOutput<ApiResult<Availability>> },
                target: 'idle',
                actions: [
                  { type: 'storeAvailability', params: actorOutput<ApiResult<Availability>> },
                  'toastHoursSaved',
                ],
              },
              {
                target: 'idle',
                actions: { type: 'keepHoursRefusal', params: actorOutput<ApiResult<Availability>> },
              },
            ],
            onError: { target: 'idle', actions: 'keepHoursFailure' },
          },
        },
        findingProducts: {
          invoke: {
            id: 'findProducts',
            src: 'findProducts',
            input: ({ event }) => {
              assertEvent(event, 'findProducts');
              return event.query;
            },
            onDone: {
              target: 'idle',
              actions: { type: 'storeProducts', params: actorOutput<ApiResult<StoreSearchItem[]>> },
            },
            onError: { target: 'idle' },
          },
        },
      },
    },
    applicationPending: {},
    applicationRejected: {},
    notADoctor: {},
    unavailable: {
      on: { retry: { target: 'checkingRole' } },
    },
  },
});
