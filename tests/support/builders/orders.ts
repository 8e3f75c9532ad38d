// Carts as checkout sees them, addresses, placed orders and orders, for machine and UI tests.
import type { Address } from '@domain/address';
import type { Cart, Order, PlacedOrder } from '@domain/contract/commerce';

export const homeAddress: Address = {
  _id: 'address-1',
  fullName: 'Asha Rao',
  mobile: '+919845012345',
  pincode: '560001',
  line1: '12 MG Road',
  line2: '',
  landmark: 'Near the metro',
  city: 'Bengaluru',
  state: 'Karnataka',
};

export function cartWith({
  userId = 'u1',
  codAvailable = true,
  empty = false,
}: { userId?: string; codAvailable?: boolean; empty?: boolean } = {}): Cart {
  return {
    userId,
    orderItems: empty
      ? []
      : [
          {
            _id: 'ashwagandha-tablets',
            quantity: 2,
            sellingPrice: 250,
            mrp: 300,
            name: 'Ashwagandha Tablets',
            packSize: '60 tablets',
            photoLink: 'items/ashwagandha.svg',
            brandName: 'Saumya',
            gstRate: 12,
            hsn: '30049011',
            maxQuantity: 10,
          },
        ],
    coupon: null,
    totals: {
      itemCount: empty ? 0 : 2,
      mrpTotal: empty ? 0 : 600,
      subtotal: empty ? 0 : 500,
      mrpSavings: empty ? 0 : 100,
      couponDiscount: 0,
      shipping: 0,
      freeShippingShortfall: 0,
      codAvailable: !empty && codAvailable,
      codFee: 0,
      taxIncluded: empty ? 0 : 53.57,
      total: empty ? 0 : 500,
    },
  };
}

export const onlineOrder: PlacedOrder = {
  _id: 'ord-1',
  order_id: 'order_ABC123',
  amount: 50000,
  currency: 'INR',
  key: 'rzp_test_sandbox',
  status: 'pending',
};

export const codOrder: PlacedOrder = { ...onlineOrder, _id: 'ord-2', order_id: null, amount: 54000, status: 'created' };

export function orderOf(placed: PlacedOrder, overrides: Partial<Order> = {}): Order {
  const cart = cartWith();
  return {
    _id: placed._id,
    userId: 'u1',
    status: placed.status,
    paymentMethod: placed.order_id === null ? 'cod' : 'online',
    order_id: placed.order_id,
    payment_id: null,
    orderItems: cart.orderItems.map(({ maxQuantity: _max, brandName: _brand, ...line }) => line),
    address: homeAddress,
    couponId: null,
    totals: cart.totals,
    tax: {
      kind: 'intra',
      rows: [{ hsn: '30049011', rate: 12, taxable: 446.43, cgst: 26.78, sgst: 26.79, igst: 0 }],
      total: 53.57,
    },
    invoiceNumber: placed.status === 'pending' ? null : 'OJ/2026-27/000001',
    history: [{ status: placed.status, at: '2026-11-24T10:00:00.000Z' }],
    expiresAt: null,
    shipment: null,
    refunds: [],
    creditNotes: [],
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}
