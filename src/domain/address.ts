// Delivery addresses in India, checked the same way in the browser and on the server.
import * as v from 'valibot';
import { ADDRESS_MESSAGES } from './messages/address';
import { IndianPhoneSchema, TextSchema } from './validation';

/** The 28 states and 8 union territories, as the address form lists them. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** Six digits, never starting with 0. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

const requiredText = (message: string, max: number) =>
  v.pipe(TextSchema, v.trim(), v.minLength(1, message), v.maxLength(max, ADDRESS_MESSAGES.tooLong(max)));
const optionalText = (max: number) =>
  v.optional(v.pipe(TextSchema, v.trim(), v.maxLength(max, ADDRESS_MESSAGES.tooLong(max))), '');

/** The fields a shopper fills in; the mobile number is stored as +91XXXXXXXXXX. */
export const AddressFieldsSchema = v.object({
  fullName: requiredText(ADDRESS_MESSAGES.nameRequired, 100),
  mobile: IndianPhoneSchema,
  pincode: v.pipe(v.string(), v.trim(), v.regex(PIN_CODE_PATTERN, ADDRESS_MESSAGES.pinCode)),
  line1: requiredText(ADDRESS_MESSAGES.lineRequired, 200),
  line2: optionalText(200),
  landmark: optionalText(100),
  city: requiredText(ADDRESS_MESSAGES.cityRequired, 100),
  state: v.picklist(INDIAN_STATES, ADDRESS_MESSAGES.stateRequired),
});
export type AddressFields = v.InferOutput<typeof AddressFieldsSchema>;
export type AddressInput = v.InferInput<typeof AddressFieldsSchema>;

/** A saved address: the fields plus the id the address list refers to it by. */
export const AddressSchema = v.object({
  _id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an address id')),
  ...AddressFieldsSchema.entries,
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** The lines of an address as a label or an invoice prints them. */
export function addressLines(address: AddressFields): string[] {
  return [
    address.fullName,
    [address.line1, address.line2].filter(Boolean).join(', '),
    address.landmark ? `Near ${address.landmark}` : '',
    `${address.city}, ${address.state} ${address.pincode}`,
  ].filter(Boolean);
}

/** The addresses a shopper keeps on this device, and the one chosen for delivery. */
export interface AddressBook {
  addresses: Address[];
  selectedId: string | null;
}

/** A new id for the book: unique within it (the book lives on one device). */
export function nextAddressId(addresses: readonly Address[]): string {
  const used = new Set(addresses.map((address) => address._id));
  let n = addresses.length + 1;
  while (used.has(`address-${n}`)) n += 1;
  return `address-${n}`;
}

/** The book with `fields` saved as a new address, which becomes the chosen one. */
export function addAddress(book: AddressBook, fields: AddressFields): AddressBook {
  const _id = nextAddressId(book.addresses);
  return { addresses: [...book.addresses, { _id, ...fields }], selectedId: _id };
}

export function updateAddress(book: AddressBook, _id: string, fields: AddressFields): AddressBook {
  return { ...book, addresses: book.addresses.map((address) => (address._id === _id ? { _id, ...fields } : address)) };
}

/** The book without the address; when it was the chosen one, the first left is chosen. */
export function removeAddress(book: AddressBook, _id: string): AddressBook {
  const addresses = book.addresses.filter((address) => address._id !== _id);
  const selectedId = book.selectedId === _id ? (addresses[0]?._id ?? null) : book.selectedId;
  return { addresses, selectedId };
}

export function selectedAddress(book: AddressBook): Address | null {
  return book.addresses.find((address) => address._id === book.selectedId) ?? null;
}
