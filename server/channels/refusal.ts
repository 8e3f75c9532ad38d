// A channel's refusal for good: the message cannot be delivered however often it is tried (a
// bounced email address, an SMS provider rejecting the number or the template).
export class DeliveryRefusal extends Error {}
