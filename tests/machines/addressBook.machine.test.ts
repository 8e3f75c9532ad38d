import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { type Address, type AddressBook } from '@domain/address';
import { ADDRESS_MESSAGES } from '@domain/messages/address';
import { CHECKOUT_MESSAGES } from '@domain/messages/checkout';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { addressBookMachine } from '@machines/addressBook.machine';
import { replyOf, UNANSWERED } from '../support/apiReplies';
import { homeAddress } from '../support/builders/orders';
import { fakeActors } from '../support/fakeActors';
import { silent } from '../support/inert';
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

const bengaluru = { pincode: '560001', city: 'Bengaluru Urban', state: 'Karnataka' };
/** The directory's answer when no post office has the PIN code. */
const NO_POST_OFFICE = { success: false, code: 'not_found', message: 'No post office has this PIN code' } as const;
const asha = { fullName: 'Asha Rao', mobile: '+919845012345' };

const events = [
  { type: 'add' },
  { type: 'change', field: 'pincode', value: '5600' },
  actorDone('lookUpPinCode', replyOf(bengaluru)),
  actorDone('lookUpPinCode', NO_POST_OFFICE),
  actorDone('lookUpPinCode', UNANSWERED),
  actorFails('lookUpPinCode', new TypeError('Failed to fetch')),
  { type: 'shopper.known', shopper: asha },
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

// Where the book is and what the save does, whether the PIN code found its town or no post office,
// and whom we know; the other typed values do not open new paths.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    change: snapshot.context.change,
    book: snapshot.context.book,
    editing: snapshot.context.editingId,
    errors: Object.keys(snapshot.context.errors).length,
    unknownPin: snapshot.context.unknownPin,
  });

const fakes = fakeActors('saveAddressBook', 'lookUpPinCode');
const machine = addressBookMachine.provide({ actors: { ...fakes.actors, watchShopper: silent() } });

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
            expect(fakes.isRunning('lookUpPinCode')).toBe(snapshot.matches({ editing: 'findingPlace' }));
            // A PIN code no post office has is never saved, and the open form says so.
            const { unknownPin, values, errors, pending, change } = snapshot.context;
            if (snapshot.matches('saving') && (change === 'added' || change === 'updated'))
              expect(pending.addresses.map((address: Address) => address.pincode)).not.toContain(unknownPin);
            if (snapshot.matches({ editing: 'typing' }) && unknownPin !== null && values.pincode.trim() === unknownPin)
              expect(errors.pincode).toBe(ADDRESS_MESSAGES.pinUnknown);
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
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'change', field: 'pincode', value: '012345' });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errors).toMatchObject({
      fullName: ADDRESS_MESSAGES.nameRequired,
      mobile: COMMON_MESSAGES.invalidPhone,
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
    expect(toasts).toEqual([COMMON_MESSAGES.newAddressAdded]);
  });

  it('keeps the form and the book when the device refuses the new address', async () => {
    const { actor, toasts } = start(oneAddress);
    actor.send({ type: 'add' });
    for (const [field, value] of typed) actor.send({ type: 'change', field, value });
    actor.send({ type: 'save' });
    await fakes.reject('saveAddressBook', new Error('QuotaExceededError'));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.book).toEqual(oneAddress);
    expect(toasts).toEqual([COMMON_MESSAGES.errorAddingAddress]);
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

  it('fills the town and state from a complete PIN code, and clears what they were marked for', async () => {
    const { actor } = start(oneAddress);
    actor.send({ type: 'add' });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context.errors).toMatchObject({ city: ADDRESS_MESSAGES.cityRequired });
    actor.send({ type: 'change', field: 'pincode', value: ' 560001' });
    expect(fakes.inputs('lookUpPinCode').at(-1)).toBe('560001');
    await fakes.resolve('lookUpPinCode', replyOf(bengaluru));
    const { values, errors } = actor.getSnapshot().context;
    expect(values).toMatchObject({ city: 'Bengaluru Urban', state: 'Karnataka' });
    expect(errors.city).toBeUndefined();
    expect(errors.state).toBeUndefined();
  });

  it('refuses a PIN code no post office has until it is changed', async () => {
    const { actor } = start(oneAddress);
    actor.send({ type: 'add' });
    for (const [field, value] of typed) actor.send({ type: 'change', field, value });
    actor.send({ type: 'change', field: 'pincode', value: '999999' });
    await fakes.resolve('lookUpPinCode', NO_POST_OFFICE);
    expect(actor.getSnapshot().context.errors.pincode).toBe(ADDRESS_MESSAGES.pinUnknown);
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errors.pincode).toBe(ADDRESS_MESSAGES.pinUnknown);
    actor.send({ type: 'change', field: 'pincode', value: '400001' });
    expect(actor.getSnapshot().context.errors.pincode).toBeUndefined();
    await fakes.resolve('lookUpPinCode', replyOf({ pincode: '400001', city: 'Mumbai', state: 'Maharashtra' }));
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
  });

  it.each([
    ['answers nothing', () => fakes.resolve('lookUpPinCode', UNANSWERED)],
    ['cannot be reached', () => fakes.reject('lookUpPinCode', new TypeError('Failed to fetch'))],
  ])('lets the shopper type the town when the directory %s', async (_, answer) => {
    const { actor } = start(oneAddress);
    actor.send({ type: 'add' });
    actor.send({ type: 'change', field: 'city', value: 'Mysuru' });
    actor.send({ type: 'change', field: 'pincode', value: '570001' });
    await answer();
    expect(actor.getSnapshot().matches({ editing: 'typing' })).toBe(true);
    expect(actor.getSnapshot().context.values.city).toBe('Mysuru');
    expect(actor.getSnapshot().context.errors.pincode).toBeUndefined();
  });

  it('stops asking about a PIN code the shopper changed while the directory was asked', () => {
    const { actor } = start(oneAddress);
    actor.send({ type: 'add' });
    actor.send({ type: 'change', field: 'pincode', value: '560001' });
    expect(fakes.isRunning('lookUpPinCode')).toBe(true);
    actor.send({ type: 'change', field: 'pincode', value: '56000' });
    expect(fakes.isRunning('lookUpPinCode')).toBe(false);
    expect(actor.getSnapshot().matches({ editing: 'typing' })).toBe(true);
  });

  it("starts the first address with the shopper's name and mobile, keeping what was already typed", () => {
    const { actor } = start({ addresses: [], selectedId: null });
    actor.send({ type: 'change', field: 'fullName', value: 'Ravi Kumar' });
    actor.send({ type: 'shopper.known', shopper: asha });
    expect(actor.getSnapshot().context.values).toMatchObject({ fullName: 'Ravi Kumar', mobile: asha.mobile });

    const second = start(oneAddress).actor;
    second.send({ type: 'shopper.known', shopper: asha });
    second.send({ type: 'add' });
    expect(second.getSnapshot().context.values).toMatchObject({ fullName: '', mobile: '' });
  });
});
