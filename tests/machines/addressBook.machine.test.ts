import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ADDRESS_MESSAGES, type Address, type AddressBook } from '../../src/domain/address';
import { CHECKOUT_MESSAGES } from '../../src/domain/checkout';
import { MESSAGES } from '../../src/domain/messages';
import { addressBookMachine } from '../../src/machines/addressBook.machine';
import { homeAddress } from '../support/builders/orders';
import { fakeActors } from '../support/fakeActors';
import { actorDone, actorFails, describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const office: Address = {
  ...homeAddress,
  _id: 'address-2',
  fullName: 'Asha Rao (office)',
  pincode: '110001',
  state: 'Delhi',
};
const oneAddress: AddressBook = { addresses: [homeAddress], selectedId: 'address-1' };
const typed = [
  ['fullName', 'Ravi Kumar'],
  ['mobile', '98450 12345'],
  ['pincode', '400001'],
  ['line1', '4 Marine Drive'],
  ['city', 'Mumbai'],
  ['state', 'Maharashtra'],
] as const;

const events = [
  { type: 'add' },
  { type: 'edit', id: 'address-1' },
  { type: 'remove', id: 'address-1' },
  { type: 'choose', id: 'address-1' },
  { type: 'change', field: 'pincode', value: '012345' },
  ...typed.map(([field, value]) => ({ type: 'change', field, value })),
  { type: 'save' },
  { type: 'cancel' },
  actorDone('saveAddressBook', undefined),
  actorFails('saveAddressBook', new Error('QuotaExceededError')),
];

// Where the book is and what the save does; the typed values do not open new paths.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    change: snapshot.context.change,
    book: snapshot.context.book,
    editing: snapshot.context.editingId,
    errors: Object.keys(snapshot.context.errors).length,
  });

const fakes = fakeActors('saveAddressBook');
const machine = addressBookMachine.provide({ actors: fakes.actors });

describe('address book machine (generated paths)', () => {
  for (const book of [oneAddress, { addresses: [], selectedId: null }]) {
    const input = { book };
    const paths = generatePaths(addressBookMachine, { events, input, kind: 'shortest', serializeState });
    for (const path of paths) {
      it(`${book.addresses.length} saved: ${describePath(path)}`, async () => {
        await replayPath(path, {
          machine,
          fakes,
          input,
          project: (snapshot) => JSON.parse(serializeState(snapshot)) as unknown,
          check: (snapshot) => {
            // The chosen address is always one of the book's, or none when it is empty.
            const { book: shown } = snapshot.context;
            if (shown.addresses.length === 0) expect(shown.selectedId).toBeNull();
            else expect(shown.addresses.map((address: { _id: string }) => address._id)).toContain(shown.selectedId);
            expect(fakes.isRunning('saveAddressBook')).toBe(snapshot.matches('saving'));
          },
        });
      });
    }
  }
});

describe('address book scenarios', () => {
  function start(book: AddressBook) {
    const actor = createActor(machine, { input: { book } }).start();
    const toasts: string[] = [];
    actor.on('toast', (event) => toasts.push(event.text));
    return { actor, toasts };
  }

  it('starts with the form when no address is saved, and validates every field', () => {
    const { actor } = start({ addresses: [], selectedId: null });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'change', field: 'pincode', value: '012345' });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toMatchObject({
      fullName: ADDRESS_MESSAGES.nameRequired,
      mobile: MESSAGES.invalidPhone,
      pincode: ADDRESS_MESSAGES.pinCode,
      line1: ADDRESS_MESSAGES.lineRequired,
      city: ADDRESS_MESSAGES.cityRequired,
      state: ADDRESS_MESSAGES.stateRequired,
    });
  });

  it('saves a new address with the mobile as +91…, chooses it, and says so', async () => {
    const { actor, toasts } = start(oneAddress);
    actor.send({ type: 'add' });
    for (const [field, value] of typed) actor.send({ type: 'change', field, value });
    actor.send({ type: 'save' });
    expect(fakes.inputs('saveAddressBook').at(-1)).toEqual({
      addresses: [
        homeAddress,
        {
          _id: 'address-2',
          fullName: 'Ravi Kumar',
          mobile: '+919845012345',
          pincode: '400001',
          line1: '4 Marine Drive',
          line2: '',
          landmark: '',
          city: 'Mumbai',
          state: 'Maharashtra',
        },
      ],
      selectedId: 'address-2',
    });
    await fakes.resolve('saveAddressBook', undefined);
    expect(actor.getSnapshot().context.book.selectedId).toBe('address-2');
    expect(toasts).toEqual([MESSAGES.newAddressAdded]);
  });

  it('keeps the form and the book when the device refuses the new address', async () => {
    const { actor, toasts } = start(oneAddress);
    actor.send({ type: 'add' });
    for (const [field, value] of typed) actor.send({ type: 'change', field, value });
    actor.send({ type: 'save' });
    await fakes.reject('saveAddressBook', new Error('QuotaExceededError'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.book).toEqual(oneAddress);
    expect(toasts).toEqual([MESSAGES.errorAddingAddress]);
  });

  it('edits an address in place and removes the chosen one (the next one is chosen)', async () => {
    const { actor, toasts } = start({ addresses: [homeAddress, office], selectedId: 'address-1' });
    actor.send({ type: 'edit', id: 'address-2' });
    expect(actor.getSnapshot().context.values.city).toBe('Bengaluru');
    actor.send({ type: 'change', field: 'city', value: 'New Delhi' });
    actor.send({ type: 'save' });
    await fakes.resolve('saveAddressBook', undefined);
    expect(actor.getSnapshot().context.book.addresses[1]).toEqual({ ...office, city: 'New Delhi' });
    actor.send({ type: 'remove', id: 'address-1' });
    await fakes.resolve('saveAddressBook', undefined);
    expect(actor.getSnapshot().context.book).toEqual({
      addresses: [{ ...office, city: 'New Delhi' }],
      selectedId: 'address-2',
    });
    expect(toasts).toEqual([CHECKOUT_MESSAGES.addressUpdated, CHECKOUT_MESSAGES.addressRemoved]);
  });

  it('chooses another address', async () => {
    const { actor, toasts } = start({ addresses: [homeAddress, office], selectedId: 'address-1' });
    actor.send({ type: 'choose', id: 'address-2' });
    await fakes.resolve('saveAddressBook', undefined);
    expect(actor.getSnapshot().context.book.selectedId).toBe('address-2');
    expect(toasts).toEqual([]);
  });
});
