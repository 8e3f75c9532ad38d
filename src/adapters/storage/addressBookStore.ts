// The shopper's addresses on this device: the address list and the chosen address id, under
// their keys in localStorage. Entries that no longer read as an address are dropped.
import * as v from 'valibot';
import { AddressSchema, type Address, type AddressBook } from '@domain/address';
import { LOCAL_KEYS, type LocalStore } from './localStore';

export interface AddressBookStore {
  read(): AddressBook;
  /** Throws when the browser refuses to store it (storage full or disabled). */
  write(book: AddressBook): void;
}

export function createAddressBookStore(local: LocalStore): AddressBookStore {
  return {
    read() {
      const entries = local.read(LOCAL_KEYS.addresses, v.array(v.unknown())) ?? [];
      const addresses = entries
        .map((entry) => v.safeParse(AddressSchema, entry))
        .filter((result) => result.success)
        .map((result) => result.output as Address);
      const selectedId = local.read(LOCAL_KEYS.selectedAddressId, v.string()) ?? null;
      const known = addresses.some((address) => address._id === selectedId);
      return { addresses, selectedId: known ? selectedId : (addresses[0]?._id ?? null) };
    },
    write(book) {
      local.write(LOCAL_KEYS.addresses, book.addresses);
      if (book.selectedId === null) local.remove(LOCAL_KEYS.selectedAddressId);
      else local.write(LOCAL_KEYS.selectedAddressId, book.selectedId);
    },
  };
}
