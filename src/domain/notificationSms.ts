// The text message (SMS) of each notification: one or two short sentences from
// NOTIFICATION_MESSAGES.sms and the link to the rest, in plain ASCII, so a message fits the GSM
// alphabet of one or two SMS parts (a rupee sign or a narrow space would make it Unicode, 70
// characters a part).
import { formatIndiaDateTime } from './indiaTime';
import { NOTIFICATION_MESSAGES } from './messages/notification';
import { formatRupees, paiseToRupees } from './money';
import {
  type ConsultationFacts,
  type ConsultationRefundNotificationKind,
  type DoctorApplicationFacts,
  type DoctorApplicationNotificationKind,
  type NotificationKind,
  type OrderFacts,
  type OrderStatusNotificationKind,
  type RefundFacts,
  type RefundNotificationKind,
} from './notifications';
import { orderNumber } from './order';

const TEXT = NOTIFICATION_MESSAGES.sms;

/** `text` in the characters every phone shows in one SMS alphabet: Rs for ₹, plain spaces and dashes. */
export function plainSmsText(text: string): string {
  return text
    .replace(/₹\s?/gu, 'Rs ')
    .replace(/[\u00a0\u2009\u202f]/gu, ' ')
    .replace(/[\u2013\u2014]/gu, '-')
    .replace(/\u00b7/gu, '-')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/gu, '');
}

/** The text message of `kind` about a consultation, for its patient or its doctor. */
export function consultationSms(kind: NotificationKind, facts: ConsultationFacts): string {
  const forPatient = facts.audience === 'patient';
  const when = formatIndiaDateTime(facts.startsAt);
  const link =
    facts.joinUrl && kind !== 'consultationCancelled' ? TEXT.join(facts.joinUrl) : TEXT.details(facts.consultationsUrl);
  const sentence =
    kind === 'consultationCancelled'
      ? forPatient
        ? TEXT.cancelled(facts.doctorName, when)
        : TEXT.cancelledForDoctor(facts.patientName, when)
      : kind === 'consultationRescheduled'
        ? forPatient
          ? TEXT.rescheduled(facts.doctorName, when)
          : TEXT.rescheduledForDoctor(facts.patientName, when)
        : kind === 'consultationBooked'
          ? forPatient
            ? TEXT.booked(facts.doctorName, when)
            : TEXT.bookedForDoctor(facts.patientName, when)
          : TEXT.reminder(facts.doctorName, when);
  return plainSmsText(`${sentence} ${link}`);
}

/** The text message of `kind` about a store order, for its shopper. */
export function orderSms(kind: OrderStatusNotificationKind, facts: OrderFacts): string {
  const number = orderNumber(facts.orderId);
  const sentences: Record<OrderStatusNotificationKind, string> = {
    orderPlaced: TEXT.orderPlaced(number, formatRupees(paiseToRupees(facts.totalPaise))),
    orderPaymentFailed: TEXT.orderPaymentFailed(number),
    orderPacked: TEXT.orderPacked(number),
    orderShipped: TEXT.orderShipped(number, facts.carrier ?? '', facts.trackingNumber ?? ''),
    orderDelivered: TEXT.orderDelivered(number),
    orderCancelled: TEXT.orderCancelled(number),
  };
  const link = kind === 'orderPaymentFailed' ? facts.orderUrl : TEXT.details(facts.orderUrl);
  return plainSmsText(`${sentences[kind]} ${link}`);
}

/** The text message of `kind` about a refund of a store order, for its shopper. */
export function refundSms(kind: RefundNotificationKind, facts: OrderFacts, refund: RefundFacts): string {
  const number = orderNumber(facts.orderId);
  const amount = formatRupees(paiseToRupees(refund.amountPaise));
  const sentence = kind === 'refundStarted' ? TEXT.refundStarted(number, amount) : TEXT.refundProcessed(number, amount);
  return plainSmsText(`${sentence} ${TEXT.details(facts.orderUrl)}`);
}

/** The text message of `kind` about a refund of a consultation, for its patient. */
export function consultationRefundSms(
  kind: ConsultationRefundNotificationKind,
  facts: ConsultationFacts,
  refund: RefundFacts,
): string {
  const amount = formatRupees(paiseToRupees(refund.amountPaise));
  const sentence =
    kind === 'consultationRefundStarted'
      ? TEXT.consultationRefundStarted(facts.doctorName, amount)
      : TEXT.consultationRefundProcessed(facts.doctorName, amount);
  return plainSmsText(`${sentence} ${TEXT.details(facts.consultationsUrl)}`);
}

/** The text message of a doctor application's decision, for its applicant. */
export function doctorApplicationSms(kind: DoctorApplicationNotificationKind, facts: DoctorApplicationFacts): string {
  return plainSmsText(
    kind === 'doctorApplicationVerified'
      ? `${TEXT.doctorApplicationVerified} ${facts.deskUrl}`
      : `${TEXT.doctorApplicationRejected} ${facts.profileUrl}`,
  );
}
