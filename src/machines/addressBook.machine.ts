// The shopper's address book: add (validated with the address rules), edit, remove and choose
// the delivery address. Every change is saved on the device before it shows; a failed save
// keeps the book as it was ('Error adding new address' when adding).
import * as v from 'valibot';
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  addAddress,
  AddressFieldsSchema,
  removeAddress,
  updateAddress,
  type Address,
  type AddressBook,
  type AddressInput,
} from '../domain/address';
import { CHECKOUT_MESSAGES } from '../domain/checkout';
import { changeField, validateFields, type FieldErrors } from '../domain/formFields';
import { MESSAGES } from '../domain/messages';
import type { ToastKind } from '../domain/toast';

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
}

export type AddressBookEvent =
  | { type: 'add' }
  | { type: 'edit'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'choose'; id: string }
  | { type: 'change'; field: AddressField; value: string }
  | { type: 'save' }
  | { type: 'cancel' };

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

const validate = (values: AddressValues) => validateFields<AddressField>(AddressFieldsSchema, values);
const pendingBook = ({ context }: { context: AddressBookContext }) => context.pending;

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
  },
  guards: {
    isSavedAddress: ({ context, event }) => {
      assertEvent(event, ['edit', 'remove', 'choose']);
      return context.book.addresses.some((address) => address._id === event.id);
    },
    bookIsEmpty: ({ context }) => context.book.addresses.length === 0,
    formIsValid: ({ context }) => Object.keys(validate(context.values)).length === 0,
    isAdding: ({ context }) => context.change === 'added',
    isUpdating: ({ context }) => context.change === 'updated',
    isRemoving: ({ context }) => context.change === 'removed',
  },
  actions: {
    startNew: assign({ values: EMPTY_ADDRESS, errors: {}, editingId: null }),
    startEdit: assign(({ context, event }) => {
      assertEvent(event, 'edit');
      const address = context.book.addresses.find((entry) => entry._id === event.id)!;
      return { values: valuesOf(address), errors: {}, editingId: address._id };
    }),
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'change');
      return changeField(AddressFieldsSchema, context.values, context.errors, event.field, event.value);
    }),
    showErrors: assign(({ context }) => ({ errors: validate(context.values) })),
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
    toastAdded: emit({ type: 'toast', kind: 'success', text: MESSAGES.newAddressAdded }),
    toastUpdated: emit({ type: 'toast', kind: 'success', text: CHECKOUT_MESSAGES.addressUpdated }),
    toastRemoved: emit({ type: 'toast', kind: 'success', text: CHECKOUT_MESSAGES.addressRemoved }),
    toastAddFailed: emit({ type: 'toast', kind: 'error', text: MESSAGES.errorAddingAddress }),
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
  }),
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
      on: {
        change: { actions: 'setValue' },
        save: [{ guard: 'formIsValid', target: 'saving', actions: 'planSave' }, { actions: 'showErrors' }],
        cancel: 'browsing',
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
