// The shopper's address book: add (validated with the address rules), edit, remove and choose
// the delivery address. Every change is saved on the device before it shows; a failed save
// keeps the book as it was ('Error adding new address' when adding). A complete PIN code fills the
// town and state from India Post's directory, or is marked as one no post office has; the first
// address starts with the signed-in shopper's name and mobile.
import * as v from 'valibot';
import { and, assertEvent, assign, emit, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  addAddress,
  AddressFieldsSchema,
  PIN_CODE_PATTERN,
  removeAddress,
  updateAddress,
  type Address,
  type AddressBook,
  type AddressInput,
} from '@domain/address';
import type { PinPlace } from '@domain/contract/commerce';
import { notProvided, failedWith, FAILURE_CODES, type ApiResult } from '@domain/contract/envelope';
import { changeField, validateFields, type FieldErrors } from '@domain/formFields';
import { ADDRESS_MESSAGES } from '@domain/messages/address';
import { CHECKOUT_MESSAGES } from '@domain/messages/checkout';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';

export type AddressField = keyof AddressInput;
export type AddressValues = Record<AddressField, string>;
/** What the save in progress does to the book. */
export type AddressChange = 'added' | 'updated' | 'removed' | 'chosen';

export interface AddressBookContext {
  book: AddressBook;
  /** The book as it will be once the save in progress succeeds. */
  pending: AddressBook;
  change: AddressChange;
  values: AddressValues;
  errors: FieldErrors<AddressField>;
  /** The address being edited; null while adding a new one. */
  editingId: string | null;
  /** A complete PIN code the directory does not have: the open form refuses it. */
  unknownPin: string | null;
  /** The signed-in shopper's name and mobile, for their first address; null when unknown. */
  shopper: Shopper | null;
}

/** The directory's answer: the place, or why not (not_found when no post office has the PIN code). */
type PinLookup = ApiResult<PinPlace>;

/** Who is signed in, as the first address is filled for them. */
export interface Shopper {
  fullName: string;
  mobile: string;
}

export type AddressBookEvent =
  | { type: 'add' }
  | { type: 'edit'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'choose'; id: string }
  | { type: 'change'; field: AddressField; value: string }
  | { type: 'save' }
  | { type: 'cancel' }
  | { type: 'shopper.known'; shopper: Shopper | null };

export type AddressBookEmitted = { type: 'toast'; kind: ToastKind; text: string };

export const EMPTY_ADDRESS: AddressValues = {
  fullName: '',
  mobile: '',
  pincode: '',
  line1: '',
  line2: '',
  landmark: '',
  city: '',
  state: '',
};

function valuesOf(address: Address): AddressValues {
  const { _id, ...fields } = address;
  return { ...EMPTY_ADDRESS, ...fields };
}

/** The address rules, and a PIN code the directory said no post office has. */
function formSchema(unknownPin: string | null) {
  if (unknownPin === null) return AddressFieldsSchema;
  const { pincode } = AddressFieldsSchema.entries;
  return v.object({
    ...AddressFieldsSchema.entries,
    pincode: v.pipe(
      pincode,
      v.check((pin) => pin !== unknownPin, ADDRESS_MESSAGES.pinUnknown),
    ),
  });
}
const validate = ({ values, unknownPin }: Pick<AddressBookContext, 'values' | 'unknownPin'>) =>
  validateFields<AddressField>(formSchema(unknownPin), values);
const pendingBook = ({ context }: { context: AddressBookContext }) => context.pending;
const typedPinCode = ({ context }: { context: AddressBookContext }) => context.values.pincode.trim();

/** The first address of a shopper we know starts with their name and mobile. */
function newAddressValues(context: AddressBookContext): AddressValues {
  const { shopper } = context;
  if (!shopper || context.book.addresses.length > 0) return EMPTY_ADDRESS;
  return { ...EMPTY_ADDRESS, fullName: shopper.fullName, mobile: shopper.mobile };
}

export const addressBookMachine = setup({
  types: {
    input: {} as { book: AddressBook },
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    emitted: {} as AddressBookEmitted,
  },
  actors: {
    saveAddressBook: fromPromise<void, AddressBook>(async () => {
      throw new Error('saveAddressBook not provided');
    }),
    /** null: no post office has it; undefined: the directory did not answer (the shopper types). */
    lookUpPinCode: fromPromise<PinLookup, string>(async () => notProvided('lookUpPinCode')),
    watchShopper: fromCallback<AddressBookEvent>(() => () => undefined),
  },
  guards: {
    isSavedAddress: ({ context, event }) => {
      assertEvent(event, ['edit', 'remove', 'choose']);
      return context.book.addresses.some((address) => address._id === event.id);
    },
    bookIsEmpty: ({ context }) => context.book.addresses.length === 0,
    formIsValid: ({ context }) => Object.keys(validate(context)).length === 0,
    changesPinCode: ({ event }) => {
      assertEvent(event, 'change');
      return event.field === 'pincode';
    },
    isCompletePinCode: ({ event }) => {
      assertEvent(event, 'change');
      return PIN_CODE_PATTERN.test(event.value.trim());
    },
    completesPinCode: and(['changesPinCode', 'isCompletePinCode']),
    pinCodeHasPlace: (_, found: PinLookup) => found.success,
    pinCodeIsUnknown: (_, found: PinLookup) => failedWith(found, FAILURE_CODES.notFound),
    isAdding: ({ context }) => context.change === 'added',
    isUpdating: ({ context }) => context.change === 'updated',
    isRemoving: ({ context }) => context.change === 'removed',
  },
  actions: {
    startNew: assign(({ context }) => ({
      values: newAddressValues(context),
      errors: {},
      editingId: null,
      unknownPin: null,
    })),
    startEdit: assign(({ context, event }) => {
      assertEvent(event, 'edit');
      const address = context.book.addresses.find((entry) => entry._id === event.id)!;
      return { values: valuesOf(address), errors: {}, editingId: address._id, unknownPin: null };
    }),
    rememberShopper: assign(({ event }) => {
      assertEvent(event, 'shopper.known');
      return { shopper: event.shopper };
    }),
    /** Fills the name and mobile of a first address the shopper has not typed into yet. */
    fillShopper: assign(({ context }) => {
      if (context.editingId !== null) return {};
      const known = newAddressValues(context);
      return {
        values: {
          ...context.values,
          fullName: context.values.fullName || known.fullName,
          mobile: context.values.mobile || known.mobile,
        },
      };
    }),
    fillPlace: assign(({ context }, found: PinLookup) => {
      if (!found.success) return {};
      const { city, state } = found.data;
      const { city: _city, state: _state, ...errors } = context.errors;
      return { values: { ...context.values, city, state }, errors, unknownPin: null };
    }),
    markPinUnknown: assign(({ context }) => {
      const unknownPin = typedPinCode({ context });
      return { unknownPin, errors: { ...context.errors, pincode: ADDRESS_MESSAGES.pinUnknown } };
    }),
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'change');
      return changeField(formSchema(context.unknownPin), context.values, context.errors, event.field, event.value);
    }),
    showErrors: assign(({ context }) => ({ errors: validate(context) })),
    planSave: assign(({ context }) => {
      const fields = v.parse(AddressFieldsSchema, context.values);
      return context.editingId === null
        ? { pending: addAddress(context.book, fields), change: 'added' as const }
        : { pending: updateAddress(context.book, context.editingId, fields), change: 'updated' as const };
    }),
    planRemoval: assign(({ context, event }) => {
      assertEvent(event, 'remove');
      return { pending: removeAddress(context.book, event.id), change: 'removed' as const };
    }),
    planChoice: assign(({ context, event }) => {
      assertEvent(event, 'choose');
      return { pending: { ...context.book, selectedId: event.id }, change: 'chosen' as const };
    }),
    commit: assign(({ context }) => ({ book: context.pending })),
    toastAdded: emit({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.newAddressAdded }),
    toastUpdated: emit({ type: 'toast', kind: 'success', text: CHECKOUT_MESSAGES.addressUpdated }),
    toastRemoved: emit({ type: 'toast', kind: 'success', text: CHECKOUT_MESSAGES.addressRemoved }),
    toastAddFailed: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorAddingAddress }),
    toastSaveFailed: emit({ type: 'toast', kind: 'error', text: CHECKOUT_MESSAGES.errorSavingAddresses }),
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({
    book: input.book,
    pending: input.book,
    change: 'chosen',
    values: EMPTY_ADDRESS,
    errors: {},
    editingId: null,
    unknownPin: null,
    shopper: null,
  }),
  invoke: { src: 'watchShopper' },
  on: {
    'shopper.known': { actions: ['rememberShopper', 'fillShopper'] },
  },
  initial: 'opening',
  states: {
    // A shopper without addresses starts with the form.
    opening: {
      always: [{ guard: 'bookIsEmpty', target: 'editing', actions: 'startNew' }, { target: 'browsing' }],
    },
    browsing: {
      on: {
        add: { target: 'editing', actions: 'startNew' },
        edit: { guard: 'isSavedAddress', target: 'editing', actions: 'startEdit' },
        remove: { guard: 'isSavedAddress', target: 'saving', actions: 'planRemoval' },
        choose: { guard: 'isSavedAddress', target: 'saving', actions: 'planChoice' },
      },
    },
    editing: {
      initial: 'typing',
      on: {
        // A new complete PIN code asks the directory again; any other change of it stops asking.
        change: [
          { guard: 'completesPinCode', target: '.findingPlace', reenter: true, actions: 'setValue' },
          { guard: 'changesPinCode', target: '.typing', actions: 'setValue' },
          { actions: 'setValue' },
        ],
        save: [{ guard: 'formIsValid', target: 'saving', actions: 'planSave' }, { actions: 'showErrors' }],
        cancel: 'browsing',
      },
      states: {
        typing: {},
        findingPlace: {
          invoke: {
            id: 'lookUpPinCode',
            src: 'lookUpPinCode',
            input: typedPinCode,
            onDone: [
              {
                guard: { type: 'pinCodeHasPlace', params: actorOutput<PinLookup> },
                target: 'typing',
                actions: { type: 'fillPlace', params: actorOutput<PinLookup> },
              },
              {
                guard: { type: 'pinCodeIsUnknown', params: actorOutput<PinLookup> },
                target: 'typing',
                actions: 'markPinUnknown',
              },
              { target: 'typing' },
            ],
            onError: 'typing',
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveAddressBook',
        src: 'saveAddressBook',
        input: pendingBook,
        onDone: [
          { guard: 'isAdding', target: 'browsing', actions: ['commit', 'toastAdded'] },
          { guard: 'isUpdating', target: 'browsing', actions: ['commit', 'toastUpdated'] },
          { guard: 'isRemoving', target: 'browsing', actions: ['commit', 'toastRemoved'] },
          { target: 'browsing', actions: 'commit' },
        ],
        onError: [
          { guard: 'isAdding', target: 'editing', actions: 'toastAddFailed' },
          { guard: 'isUpdating', target: 'editing', actions: 'toastSaveFailed' },
          { target: 'browsing', actions: 'toastSaveFailed' },
        ],
      },
    },
  },
});

/** Whether the address form is on screen: while editing, and while what it added or changed is saved. */
export function isFormOpen(snapshot: SnapshotFrom<typeof addressBookMachine>): boolean {
  if (snapshot.matches('editing')) return true;
  return snapshot.matches('saving') && (snapshot.context.change === 'added' || snapshot.context.change === 'updated');
}
