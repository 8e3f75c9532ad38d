// What Ojas tells people outside the page they are on, and when: the messages of a consultation
// (booked, moved, cancelled, reminders before it, its refund started and processed) to its
// patient and its doctor, of a store order (placed, payment failed, packed, shipped, delivered,
// cancelled, refund started and processed) to its shopper, and of a doctor application's decision
// (verified, rejected) to its applicant, with every word of them named here once. The server's outbox writes one row per message and its worker sends
// them (server/services/notifications).
import type { Backoff } from './backoff';
import { CONSULTATION_MODE_LABELS } from './booking';
import { CONSULTATION_RULES } from './constants';
import { NOTIFICATION_CHANNELS } from './contactPreferences';
import type { OrderStatus } from './contract/commerce';
import { formatIndiaDateTime } from './indiaTime';
import { formatRupees, paiseToRupees } from './money';
import { orderNumber } from './order';
import type { ConsultationMode } from './slots';

const HOUR_MS = 60 * 60_000;

/** The messages of a store order to its shopper. */
export const ORDER_NOTIFICATION_KINDS = [
  'orderPlaced',
  'orderPaymentFailed',
  'orderPacked',
  'orderShipped',
  'orderDelivered',
  'orderCancelled',
  'refundStarted',
  'refundProcessed',
] as const;
export type OrderNotificationKind = (typeof ORDER_NOTIFICATION_KINDS)[number];

/** The messages of a consultation's refund to its patient. */
export const CONSULTATION_REFUND_NOTIFICATION_KINDS = [
  'consultationRefundStarted',
  'consultationRefundProcessed',
] as const;
export type ConsultationRefundNotificationKind = (typeof CONSULTATION_REFUND_NOTIFICATION_KINDS)[number];

/** The messages of a doctor application's decision to its applicant. */
export const DOCTOR_APPLICATION_NOTIFICATION_KINDS = [
  'doctorApplicationVerified',
  'doctorApplicationRejected',
] as const;
export type DoctorApplicationNotificationKind = (typeof DOCTOR_APPLICATION_NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KINDS = [
  'consultationBooked',
  'consultationRescheduled',
  'consultationCancelled',
  'consultationReminder24h',
  'consultationReminder1h',
  ...CONSULTATION_REFUND_NOTIFICATION_KINDS,
  ...ORDER_NOTIFICATION_KINDS,
  ...DOCTOR_APPLICATION_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Who a consultation's message is for. */
export type ConsultationAudience = 'patient' | 'doctor';
/** Who a message is for: a consultation's patient or doctor, an order's shopper, or a doctor application's applicant. */
export type NotificationAudience = ConsultationAudience | 'shopper' | 'applicant';

/** An order's messages about one of its refunds. */
export type RefundNotificationKind = Extract<OrderNotificationKind, 'refundStarted' | 'refundProcessed'>;
/** An order's messages about its own status. */
export type OrderStatusNotificationKind = Exclude<OrderNotificationKind, RefundNotificationKind>;

const ORDER_STATUS_MESSAGES: Partial<Record<OrderStatus, OrderStatusNotificationKind>> = {
  created: 'orderPlaced',
  payment_failed: 'orderPaymentFailed',
  packed: 'orderPacked',
  shipped: 'orderShipped',
  delivered: 'orderDelivered',
  cancelled: 'orderCancelled',
  refunded: 'orderCancelled',
};
/** The statuses of an order its shopper was told is placed: only its end from one of them is a cancellation to tell. */
const PLACED_STATUSES: readonly OrderStatus[] = ['created', 'packed'];

/**
 * The message an order's shopper gets when it moves from `from` to `to`, or null. A paid order
 * cancelled ends refunded; an unpaid order that ends (its payment window over, its shopper
 * leaving it) was never placed, so its end tells nothing, and a late payment's refund is told by
 * the refund's own message.
 */
export function orderStatusMessage(from: OrderStatus, to: OrderStatus): OrderStatusNotificationKind | null {
  const kind = ORDER_STATUS_MESSAGES[to] ?? null;
  return kind === 'orderCancelled' && !PLACED_STATUSES.includes(from) ? null : kind;
}

/** The reminders before a booked consultation: each is sent this long before it starts, if it is still booked then. */
export const CONSULTATION_REMINDERS = [
  { kind: 'consultationReminder24h', beforeMs: 24 * HOUR_MS },
  { kind: 'consultationReminder1h', beforeMs: HOUR_MS },
] as const satisfies readonly { kind: NotificationKind; beforeMs: number }[];

/** The sender's backoff after a failed send (the mail server down, a timeout): 30 s, doubling, at most an hour. */
export const NOTIFICATION_RETRY: Backoff = { firstDelayMs: 30_000, maxDelayMs: HOUR_MS };
/** After this many failed sends a message is marked failed and tried no more. */
export const NOTIFICATION_MAX_ATTEMPTS = 12;

/** Where an outbox message goes: a contact channel, or `app`, the recipient's notification centre on the site. */
export const OUTBOX_CHANNELS = [...NOTIFICATION_CHANNELS, 'app'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * A message's idempotency key: the same change writes the same key, so the outbox holds it once,
 * and its email's Message-ID is made from it; a text message's or the centre's key ends in its channel. `version` tells apart messages a consultation may
 * get more than once (its invitation's sequence, a reminder's start time, a refund's id).
 */
export function notificationKey(
  kind: NotificationKind,
  audience: NotificationAudience,
  subjectId: string,
  version: number | string = 0,
  channel: OutboxChannel = 'email',
) {
  const key = `${kind}.${audience}.${subjectId}.${version}`;
  // Email keys predate the other channels and stay as they were.
  return channel === 'email' ? key : `${key}.${channel}`;
}

/** What a message says, before it is laid out as an email. */
export interface MessageContent {
  subject: string;
  heading: string;
  lines: string[];
  details: { label: string; value: string }[];
  action: { label: string; url: string } | null;
}

/** The facts of a consultation a message tells. */
export interface ConsultationFacts {
  audience: ConsultationAudience;
  patientName: string;
  doctorName: string;
  /** ISO instant. */
  startsAt: string;
  mode: ConsultationMode;
  /** The meeting room for a video or audio call, the clinic's address for a visit. */
  joinUrl: string | null;
  clinicAddress: string | null;
  /** The consultations page of the reader's account. */
  consultationsUrl: string;
}

export const NOTIFICATION_TEXT = {
  signOff: 'Ojas · Ayurveda for everyday wellbeing',
  why: 'You receive this email because of your Ojas account.',
  when: 'When (IST)',
  how: 'How',
  withDoctor: 'Doctor',
  withPatient: 'Patient',
  where: 'Where',
  joinLink: 'Join link',
  join: 'Join the call',
  viewConsultations: 'View your consultations',
  invitationAttached: 'The calendar invitation is attached: open it to add the consultation to your calendar.',
  cancellationAttached: 'The attached update removes it from your calendar.',
  calendarForPatient: (doctor: string) => `Ojas consultation with ${doctor}`,
  calendarForDoctor: (patient: string) => `Ojas consultation: ${patient}`,
  joinOpens: `The join link opens ${CONSULTATION_RULES.meetingOpensMinutes} minutes before the start.`,
  booked: {
    patientSubject: (doctor: string) => `Consultation confirmed with ${doctor}`,
    patientHeading: 'Your consultation is booked',
    patientLine: (doctor: string) => `Your consultation with ${doctor} is confirmed and paid.`,
    doctorSubject: (patient: string) => `New consultation booked: ${patient}`,
    doctorHeading: 'A patient booked a consultation',
    doctorLine: (patient: string) => `${patient} booked a consultation with you.`,
  },
  rescheduled: {
    patientSubject: (doctor: string) => `Consultation moved: ${doctor}`,
    patientHeading: 'Your consultation has a new time',
    patientLine: (doctor: string) => `Your consultation with ${doctor} now takes place at the time below.`,
    doctorSubject: (patient: string) => `Consultation moved: ${patient}`,
    doctorHeading: 'A consultation has a new time',
    doctorLine: (patient: string) => `${patient} moved their consultation with you to the time below.`,
  },
  cancelled: {
    patientSubject: (doctor: string) => `Consultation cancelled: ${doctor}`,
    patientHeading: 'Your consultation is cancelled',
    patientLine: (doctor: string) =>
      `Your consultation with ${doctor} is cancelled. Any refund due reaches your payment method within 5–7 working days.`,
    doctorSubject: (patient: string) => `Consultation cancelled: ${patient}`,
    doctorHeading: 'A consultation was cancelled',
    doctorLine: (patient: string) => `${patient} cancelled their consultation with you; the slot is free again.`,
  },
  order: {
    orderNumber: 'Order',
    total: 'Total',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    viewOrder: 'View your order',
    placedSubject: (number: string) => `Order placed: ${number}`,
    placedHeading: 'Thank you for your order',
    placedLine: (name: string) => `${name}, we have your order and are getting it ready.`,
    invoiceAttached: 'Your tax invoice is attached.',
    paymentFailedSubject: (number: string) => `Payment not completed: ${number}`,
    paymentFailedHeading: 'Your payment did not go through',
    paymentFailedLine: 'The payment for this order did not go through. You can pay again from the order page.',
    payAgain: 'Pay again',
    packedSubject: (number: string) => `Order packed: ${number}`,
    packedHeading: 'Your order is packed',
    packedLine: 'Your order is packed and will be handed to the carrier soon.',
    shippedSubject: (number: string) => `Order shipped: ${number}`,
    shippedHeading: 'Your order is on its way',
    shippedLine: (carrier: string) =>
      `Your order has left us with ${carrier}; follow it with the tracking number below.`,
    deliveredSubject: (number: string) => `Order delivered: ${number}`,
    deliveredHeading: 'Your order was delivered',
    deliveredLine: 'Your order was delivered. We hope it serves you well.',
    cancelledSubject: (number: string) => `Order cancelled: ${number}`,
    cancelledHeading: 'Your order is cancelled',
    cancelledLine: 'Your order is cancelled and nothing more will be charged for it.',
    refundLine: 'The amount you paid is being refunded to your payment method.',
    refundAmount: 'Refund',
    refundStartedSubject: (number: string) => `Refund started: ${number}`,
    refundStartedHeading: 'Your refund has started',
    refundStartedLine: (amount: string) => `We have started a refund of ${amount} to your payment method.`,
    refundProcessedSubject: (number: string) => `Refund processed: ${number}`,
    refundProcessedHeading: 'Your refund is on its way to your bank',
    refundProcessedLine: (amount: string) => `Your refund of ${amount} is processed.`,
    creditNoteAttached: 'The GST credit note for this is attached.',
  },
  consultationRefund: {
    startedSubject: (doctor: string) => `Refund started: consultation with ${doctor}`,
    processedSubject: (doctor: string) => `Refund processed: consultation with ${doctor}`,
  },
  doctorApplication: {
    verifiedSubject: 'Your Ojas doctor profile is verified',
    verifiedHeading: 'Welcome to Ojas, doctor',
    verifiedLine: (name: string) =>
      `${name}, your doctor application is verified: patients can now find you and book consultations with you.`,
    verifiedNext: 'Set your fee, your hours and your profile on your desk.',
    openDesk: 'Open your desk',
    rejectedSubject: 'Your Ojas doctor application',
    rejectedHeading: 'Your doctor application was not accepted',
    rejectedLine: (name: string) => `${name}, we could not verify your doctor application.`,
    reason: 'Reason',
    viewProfile: 'View your profile',
  },
  /** Text messages (SMS): short, plain ASCII, the details a reader needs and the link to the rest. */
  sms: {
    booked: (doctor: string, when: string) => `Ojas: your consultation with ${doctor} on ${when} IST is confirmed.`,
    bookedForDoctor: (patient: string, when: string) =>
      `Ojas: ${patient} booked a consultation with you on ${when} IST.`,
    rescheduled: (doctor: string, when: string) => `Ojas: your consultation with ${doctor} is moved to ${when} IST.`,
    rescheduledForDoctor: (patient: string, when: string) =>
      `Ojas: ${patient} moved their consultation to ${when} IST.`,
    cancelled: (doctor: string, when: string) => `Ojas: your consultation with ${doctor} on ${when} IST is cancelled.`,
    cancelledForDoctor: (patient: string, when: string) =>
      `Ojas: ${patient} cancelled their consultation on ${when} IST.`,
    reminder: (doctor: string, when: string) => `Ojas reminder: consultation with ${doctor} on ${when} IST.`,
    join: (url: string) => `Join: ${url}`,
    details: (url: string) => `Details: ${url}`,
    orderPlaced: (number: string, total: string) => `Ojas: order ${number} placed, total ${total}.`,
    orderPaymentFailed: (number: string) => `Ojas: payment for order ${number} did not go through. Pay again:`,
    orderPacked: (number: string) => `Ojas: order ${number} is packed.`,
    orderShipped: (number: string, carrier: string, tracking: string) =>
      `Ojas: order ${number} shipped with ${carrier}, tracking ${tracking}.`,
    orderDelivered: (number: string) => `Ojas: order ${number} was delivered.`,
    orderCancelled: (number: string) => `Ojas: order ${number} is cancelled.`,
    refundStarted: (number: string, amount: string) => `Ojas: refund of ${amount} for order ${number} started.`,
    refundProcessed: (number: string, amount: string) => `Ojas: refund of ${amount} for order ${number} processed.`,
    consultationRefundStarted: (doctor: string, amount: string) =>
      `Ojas: refund of ${amount} for your consultation with ${doctor} started.`,
    consultationRefundProcessed: (doctor: string, amount: string) =>
      `Ojas: refund of ${amount} for your consultation with ${doctor} processed.`,
    doctorApplicationVerified: 'Ojas: your doctor profile is verified. Your desk:',
    doctorApplicationRejected: 'Ojas: your doctor application was not approved. Why, on your profile:',
  },
  reminder: {
    subject24h: (doctor: string) => `Tomorrow: your consultation with ${doctor}`,
    subject1h: (doctor: string) => `In an hour: your consultation with ${doctor}`,
    heading: 'Your consultation is coming up',
    line: (doctor: string) => `A reminder of your consultation with ${doctor}.`,
  },
} as const;

function detailsOf(facts: ConsultationFacts): MessageContent['details'] {
  const other =
    facts.audience === 'patient'
      ? { label: NOTIFICATION_TEXT.withDoctor, value: facts.doctorName }
      : { label: NOTIFICATION_TEXT.withPatient, value: facts.patientName };
  const place = facts.joinUrl
    ? { label: NOTIFICATION_TEXT.joinLink, value: facts.joinUrl }
    : facts.clinicAddress
      ? { label: NOTIFICATION_TEXT.where, value: facts.clinicAddress }
      : null;
  return [
    { label: NOTIFICATION_TEXT.when, value: formatIndiaDateTime(facts.startsAt) },
    { label: NOTIFICATION_TEXT.how, value: CONSULTATION_MODE_LABELS[facts.mode] },
    other,
    ...(place ? [place] : []),
  ];
}

/**
 * The subject of a consultation's message of `kind` (its refund's too): its email's subject line
 * and its title in the notification centre, which need none of the message's attachments.
 */
export function consultationSubject(
  kind: NotificationKind,
  facts: Pick<ConsultationFacts, 'audience' | 'doctorName' | 'patientName'>,
): string {
  if (kind === 'consultationRefundStarted')
    return NOTIFICATION_TEXT.consultationRefund.startedSubject(facts.doctorName);
  if (kind === 'consultationRefundProcessed')
    return NOTIFICATION_TEXT.consultationRefund.processedSubject(facts.doctorName);
  const forPatient = facts.audience === 'patient';
  const other = forPatient ? facts.doctorName : facts.patientName;
  if (kind === 'consultationReminder24h') return NOTIFICATION_TEXT.reminder.subject24h(other);
  if (kind === 'consultationReminder1h') return NOTIFICATION_TEXT.reminder.subject1h(other);
  const text =
    kind === 'consultationCancelled'
      ? NOTIFICATION_TEXT.cancelled
      : kind === 'consultationRescheduled'
        ? NOTIFICATION_TEXT.rescheduled
        : NOTIFICATION_TEXT.booked;
  return forPatient ? text.patientSubject(other) : text.doctorSubject(other);
}

/** The message of `kind` about a consultation, for its patient or its doctor. */
export function consultationMessage(kind: NotificationKind, facts: ConsultationFacts): MessageContent {
  const forPatient = facts.audience === 'patient';
  const other = forPatient ? facts.doctorName : facts.patientName;
  const joinAction = facts.joinUrl ? { label: NOTIFICATION_TEXT.join, url: facts.joinUrl } : null;
  const pageAction = { label: NOTIFICATION_TEXT.viewConsultations, url: facts.consultationsUrl };
  const joinNote = facts.joinUrl ? [NOTIFICATION_TEXT.joinOpens] : [];
  if (kind === 'consultationCancelled') {
    const text = NOTIFICATION_TEXT.cancelled;
    return {
      subject: consultationSubject(kind, facts),
      heading: forPatient ? text.patientHeading : text.doctorHeading,
      lines: [forPatient ? text.patientLine(other) : text.doctorLine(other), NOTIFICATION_TEXT.cancellationAttached],
      details: detailsOf({ ...facts, joinUrl: null, clinicAddress: null }),
      action: pageAction,
    };
  }
  if (kind === 'consultationReminder24h' || kind === 'consultationReminder1h') {
    const text = NOTIFICATION_TEXT.reminder;
    return {
      subject: consultationSubject(kind, facts),
      heading: text.heading,
      lines: [text.line(other), ...joinNote],
      details: detailsOf(facts),
      action: joinAction ?? pageAction,
    };
  }
  const text = kind === 'consultationBooked' ? NOTIFICATION_TEXT.booked : NOTIFICATION_TEXT.rescheduled;
  return {
    subject: consultationSubject(kind, facts),
    heading: forPatient ? text.patientHeading : text.doctorHeading,
    lines: [
      forPatient ? text.patientLine(other) : text.doctorLine(other),
      NOTIFICATION_TEXT.invitationAttached,
      ...joinNote,
    ],
    details: detailsOf(facts),
    action: joinAction ?? pageAction,
  };
}

/** The facts of a store order its shopper's message tells. */
export interface OrderFacts {
  orderId: string;
  shopperName: string;
  totalPaise: number;
  status: OrderStatus;
  carrier: string | null;
  trackingNumber: string | null;
  /** Whether the tax invoice goes with the message. */
  invoiceAttached: boolean;
  /** The order's page in the shopper's account. */
  orderUrl: string;
}

/** The facts of a store order's email: the order's, and the documents only an email carries. */
export interface OrderEmailFacts extends OrderFacts {
  /** Whether a GST credit note goes with the email (a cancellation's or a refund's, once issued). */
  creditNoteAttached: boolean;
}

/** The subject of a store order's message of `kind`: its email's subject line and its title in the notification centre. */
export function orderSubject(kind: OrderNotificationKind, orderId: string): string {
  const text = NOTIFICATION_TEXT.order;
  const subjects: Record<OrderNotificationKind, (number: string) => string> = {
    orderPlaced: text.placedSubject,
    orderPaymentFailed: text.paymentFailedSubject,
    orderPacked: text.packedSubject,
    orderShipped: text.shippedSubject,
    orderDelivered: text.deliveredSubject,
    orderCancelled: text.cancelledSubject,
    refundStarted: text.refundStartedSubject,
    refundProcessed: text.refundProcessedSubject,
  };
  return subjects[kind](orderNumber(orderId));
}

/** Whether `kind` is one of a store order's messages. */
export const isOrderNotification = (kind: string): kind is OrderNotificationKind =>
  (ORDER_NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** The message of `kind` about a store order, for its shopper. */
export function orderMessage(kind: OrderStatusNotificationKind, facts: OrderEmailFacts): MessageContent {
  const text = NOTIFICATION_TEXT.order;
  const number = orderNumber(facts.orderId);
  const details = [
    { label: text.orderNumber, value: number },
    { label: text.total, value: formatRupees(paiseToRupees(facts.totalPaise)) },
  ];
  const action = { label: text.viewOrder, url: facts.orderUrl };
  const subject = orderSubject(kind, facts.orderId);
  if (kind === 'orderPaymentFailed')
    return {
      subject,
      heading: text.paymentFailedHeading,
      lines: [text.paymentFailedLine],
      details,
      action: { label: text.payAgain, url: facts.orderUrl },
    };
  if (kind === 'orderPacked')
    return {
      subject,
      heading: text.packedHeading,
      lines: [text.packedLine],
      details,
      action,
    };
  if (kind === 'orderShipped') {
    const carrier = facts.carrier ?? '';
    return {
      subject,
      heading: text.shippedHeading,
      lines: [text.shippedLine(carrier)],
      details: [
        ...details,
        { label: text.carrier, value: carrier },
        { label: text.tracking, value: facts.trackingNumber ?? '' },
      ],
      action,
    };
  }
  if (kind === 'orderDelivered')
    return {
      subject,
      heading: text.deliveredHeading,
      lines: [text.deliveredLine],
      details,
      action,
    };
  if (kind === 'orderCancelled')
    return {
      subject,
      heading: text.cancelledHeading,
      lines: [
        text.cancelledLine,
        ...(facts.status === 'refunded' ? [text.refundLine] : []),
        ...(facts.creditNoteAttached ? [text.creditNoteAttached] : []),
      ],
      details,
      action,
    };
  return {
    subject,
    heading: text.placedHeading,
    lines: [text.placedLine(facts.shopperName), ...(facts.invoiceAttached ? [text.invoiceAttached] : [])],
    details,
    action,
  };
}

/** A store refund a message tells: its amount, and when the bank credits it (refundBankNote). */
export interface RefundFacts {
  amountPaise: number;
  bankNote: string | null;
}

/** The message of `kind` about a refund of a store order, for its shopper. */
export function refundMessage(
  kind: RefundNotificationKind,
  facts: OrderEmailFacts,
  refund: RefundFacts,
): MessageContent {
  const text = NOTIFICATION_TEXT.order;
  const number = orderNumber(facts.orderId);
  const amount = formatRupees(paiseToRupees(refund.amountPaise));
  const started = kind === 'refundStarted';
  return {
    subject: orderSubject(kind, facts.orderId),
    heading: started ? text.refundStartedHeading : text.refundProcessedHeading,
    lines: [...refundLines(kind, amount, refund), ...(facts.creditNoteAttached ? [text.creditNoteAttached] : [])],
    details: [
      { label: text.orderNumber, value: number },
      { label: text.refundAmount, value: amount },
    ],
    action: { label: text.viewOrder, url: facts.orderUrl },
  };
}

/** A refund's amount and, when there is one, its bank note. */
function refundLines(kind: RefundNotificationKind, amount: string, refund: RefundFacts): string[] {
  const text = NOTIFICATION_TEXT.order;
  return [
    kind === 'refundStarted' ? text.refundStartedLine(amount) : text.refundProcessedLine(amount),
    ...(refund.bankNote ? [refund.bankNote] : []),
  ];
}

/** Whether `kind` is one of a consultation's refund messages. */
export const isConsultationRefundNotification = (kind: string): kind is ConsultationRefundNotificationKind =>
  (CONSULTATION_REFUND_NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** The message of `kind` about a refund of a consultation, for its patient. */
export function consultationRefundMessage(
  kind: ConsultationRefundNotificationKind,
  facts: ConsultationFacts,
  refund: RefundFacts,
): MessageContent {
  const started = kind === 'consultationRefundStarted';
  const amount = formatRupees(paiseToRupees(refund.amountPaise));
  const text = NOTIFICATION_TEXT.order;
  return {
    subject: consultationSubject(kind, facts),
    heading: started ? text.refundStartedHeading : text.refundProcessedHeading,
    lines: refundLines(started ? 'refundStarted' : 'refundProcessed', amount, refund),
    details: [
      ...detailsOf({ ...facts, audience: 'patient', joinUrl: null, clinicAddress: null }),
      { label: text.refundAmount, value: amount },
    ],
    action: { label: NOTIFICATION_TEXT.viewConsultations, url: facts.consultationsUrl },
  };
}

/** Whether `kind` is one of a doctor application's messages. */
export const isDoctorApplicationNotification = (kind: string): kind is DoctorApplicationNotificationKind =>
  (DOCTOR_APPLICATION_NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** The facts of a doctor application a decision's message tells. */
export interface DoctorApplicationFacts {
  applicantName: string;
  /** Why it was rejected, as the operator wrote it. */
  reason: string | null;
  /** The doctor's desk, for a verified application. */
  deskUrl: string;
  /** The applicant's profile, which shows a rejection's reason. */
  profileUrl: string;
}

/** The subject of a doctor application's message of `kind`: its email's subject line and its title in the notification centre. */
export function doctorApplicationSubject(kind: DoctorApplicationNotificationKind): string {
  const text = NOTIFICATION_TEXT.doctorApplication;
  return kind === 'doctorApplicationVerified' ? text.verifiedSubject : text.rejectedSubject;
}

/** The message of `kind` about a doctor application's decision, for its applicant. */
export function doctorApplicationMessage(
  kind: DoctorApplicationNotificationKind,
  facts: DoctorApplicationFacts,
): MessageContent {
  const text = NOTIFICATION_TEXT.doctorApplication;
  if (kind === 'doctorApplicationVerified')
    return {
      subject: doctorApplicationSubject(kind),
      heading: text.verifiedHeading,
      lines: [text.verifiedLine(facts.applicantName), text.verifiedNext],
      details: [],
      action: { label: text.openDesk, url: facts.deskUrl },
    };
  return {
    subject: doctorApplicationSubject(kind),
    heading: text.rejectedHeading,
    lines: [text.rejectedLine(facts.applicantName)],
    details: facts.reason ? [{ label: text.reason, value: facts.reason }] : [],
    action: { label: text.viewProfile, url: facts.profileUrl },
  };
}
