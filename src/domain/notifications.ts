// What Ojas tells people outside the page they are on, and when: the messages of a consultation
// (booked, moved, cancelled, reminders before it, its refund started and processed) to its
// patient and its doctor, of a store order (placed, payment failed, packed, shipped, delivered,
// cancelled, refund started and processed) to its shopper, and of a doctor application's decision
// (verified, rejected) to its applicant, with every word of them named here once. The server's outbox writes one row per message and its worker sends
// them (server/services/notifications).
import type { Backoff } from './backoff';
import { CONSULTATION_MODE_LABELS } from './booking';
import { NOTIFICATION_CHANNELS } from './contactPreferences';
import type { OrderStatus } from './contract/commerce';
import { formatIndiaDateTime } from './indiaTime';
import { NOTIFICATION_MESSAGES } from './messages/notification';
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

function detailsOf(facts: ConsultationFacts): MessageContent['details'] {
  const other =
    facts.audience === 'patient'
      ? { label: NOTIFICATION_MESSAGES.withDoctor, value: facts.doctorName }
      : { label: NOTIFICATION_MESSAGES.withPatient, value: facts.patientName };
  const place = facts.joinUrl
    ? { label: NOTIFICATION_MESSAGES.joinLink, value: facts.joinUrl }
    : facts.clinicAddress
      ? { label: NOTIFICATION_MESSAGES.where, value: facts.clinicAddress }
      : null;
  return [
    { label: NOTIFICATION_MESSAGES.when, value: formatIndiaDateTime(facts.startsAt) },
    { label: NOTIFICATION_MESSAGES.how, value: CONSULTATION_MODE_LABELS[facts.mode] },
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
    return NOTIFICATION_MESSAGES.consultationRefund.startedSubject(facts.doctorName);
  if (kind === 'consultationRefundProcessed')
    return NOTIFICATION_MESSAGES.consultationRefund.processedSubject(facts.doctorName);
  const forPatient = facts.audience === 'patient';
  const other = forPatient ? facts.doctorName : facts.patientName;
  if (kind === 'consultationReminder24h') return NOTIFICATION_MESSAGES.reminder.subject24h(other);
  if (kind === 'consultationReminder1h') return NOTIFICATION_MESSAGES.reminder.subject1h(other);
  const text =
    kind === 'consultationCancelled'
      ? NOTIFICATION_MESSAGES.cancelled
      : kind === 'consultationRescheduled'
        ? NOTIFICATION_MESSAGES.rescheduled
        : NOTIFICATION_MESSAGES.booked;
  return forPatient ? text.patientSubject(other) : text.doctorSubject(other);
}

/** The message of `kind` about a consultation, for its patient or its doctor. */
export function consultationMessage(kind: NotificationKind, facts: ConsultationFacts): MessageContent {
  const forPatient = facts.audience === 'patient';
  const other = forPatient ? facts.doctorName : facts.patientName;
  const joinAction = facts.joinUrl ? { label: NOTIFICATION_MESSAGES.join, url: facts.joinUrl } : null;
  const pageAction = { label: NOTIFICATION_MESSAGES.viewConsultations, url: facts.consultationsUrl };
  const joinNote = facts.joinUrl ? [NOTIFICATION_MESSAGES.joinOpens] : [];
  if (kind === 'consultationCancelled') {
    const text = NOTIFICATION_MESSAGES.cancelled;
    return {
      subject: consultationSubject(kind, facts),
      heading: forPatient ? text.patientHeading : text.doctorHeading,
      lines: [
        forPatient ? text.patientLine(other) : text.doctorLine(other),
        NOTIFICATION_MESSAGES.cancellationAttached,
      ],
      details: detailsOf({ ...facts, joinUrl: null, clinicAddress: null }),
      action: pageAction,
    };
  }
  if (kind === 'consultationReminder24h' || kind === 'consultationReminder1h') {
    const text = NOTIFICATION_MESSAGES.reminder;
    return {
      subject: consultationSubject(kind, facts),
      heading: text.heading,
      lines: [text.line(other), ...joinNote],
      details: detailsOf(facts),
      action: joinAction ?? pageAction,
    };
  }
  const text = kind === 'consultationBooked' ? NOTIFICATION_MESSAGES.booked : NOTIFICATION_MESSAGES.rescheduled;
  return {
    subject: consultationSubject(kind, facts),
    heading: forPatient ? text.patientHeading : text.doctorHeading,
    lines: [
      forPatient ? text.patientLine(other) : text.doctorLine(other),
      NOTIFICATION_MESSAGES.invitationAttached,
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
  const text = NOTIFICATION_MESSAGES.order;
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
  const text = NOTIFICATION_MESSAGES.order;
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
  const text = NOTIFICATION_MESSAGES.order;
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
  const text = NOTIFICATION_MESSAGES.order;
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
  const text = NOTIFICATION_MESSAGES.order;
  return {
    subject: consultationSubject(kind, facts),
    heading: started ? text.refundStartedHeading : text.refundProcessedHeading,
    lines: refundLines(started ? 'refundStarted' : 'refundProcessed', amount, refund),
    details: [
      ...detailsOf({ ...facts, audience: 'patient', joinUrl: null, clinicAddress: null }),
      { label: text.refundAmount, value: amount },
    ],
    action: { label: NOTIFICATION_MESSAGES.viewConsultations, url: facts.consultationsUrl },
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
  const text = NOTIFICATION_MESSAGES.doctorApplication;
  return kind === 'doctorApplicationVerified' ? text.verifiedSubject : text.rejectedSubject;
}

/** The message of `kind` about a doctor application's decision, for its applicant. */
export function doctorApplicationMessage(
  kind: DoctorApplicationNotificationKind,
  facts: DoctorApplicationFacts,
): MessageContent {
  const text = NOTIFICATION_MESSAGES.doctorApplication;
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
