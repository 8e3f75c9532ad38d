// Ids in Razorpay's shape: a prefix and 14 letters and digits (`order_…`, `pay_…`, `rfnd_…`).
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function gatewayId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  let id = '';
  for (let i = 0; i < 14; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${id}`;
}
