// An outbox message's facts as they are now, read by the module of its subject (an order, a
// doctor application or a consultation): what every channel but email composes its message from
// (the text message, the notification centre's title), tagged with what it is about.
import { isDoctorApplicationNotification, isOrderNotification } from '@domain/notifications';
import type { NoticeReader } from './composing';
import { consultationNotice, type ConsultationNotice } from './consultationEmail';
import { doctorApplicationNotice, type DoctorApplicationNotice } from './doctorApplicationEmail';
import { orderNotice, type OrderNotice } from './orderEmail';

export type CurrentNotice =
  | ({ about: 'order' } & OrderNotice)
  | ({ about: 'doctorApplication' } & DoctorApplicationNotice)
  | ({ about: 'consultation' } & ConsultationNotice);

/** The facts of `notice` as they are now, or null when it is no longer wanted (its subject is gone, a reminder is moot). */
export const currentNotice: NoticeReader<CurrentNotice> = async (tx, settings, notice) => {
  if (isOrderNotification(notice.kind)) {
    const current = await orderNotice(tx, settings, notice);
    return current && { about: 'order', ...current };
  }
  if (isDoctorApplicationNotification(notice.kind)) {
    const current = await doctorApplicationNotice(tx, settings, notice);
    return current && { about: 'doctorApplication', ...current };
  }
  const current = await consultationNotice(tx, settings, notice);
  return current && { about: 'consultation', ...current };
};
