// The API contract of consultations: free slots, booking and paying, the patient's list,
// cancelling and rescheduling, and the doctor's desk (their consultations, hours and notes).
import * as v from 'valibot';
import { CONSULTATION_MODES } from '../slots';
import { OrderConfirmBodySchema } from './commerce';
import { CalendarDaySchema, RupeesSchema, SlugSchema, UidSchema } from './common';

export const CONSULTATION_STATUSES = [
  'pending',
  'booked',
  'completed',
  'cancelled',
  'expired',
  'no_show',
  'refunded',
] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const ConsultationModeSchema = v.picklist(CONSULTATION_MODES, 'mode must be video, audio or clinic');

/** An instant with its offset, e.g. '2026-11-24T10:30:00+05:30'. */
export const OffsetDateTimeSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'must be an ISO time with offset'),
  v.check((text) => !Number.isNaN(Date.parse(text)), 'must be a real time'),
);

export const DoctorIdParamsSchema = v.object({ doctorId: SlugSchema });
export const ConsultationIdSchema = v.pipe(
  v.string(),
  v.regex(/^c_[A-Za-z0-9_-]{10,40}$/, 'id is not a consultation id'),
);
export const ConsultationIdParamsSchema = v.object({ id: ConsultationIdSchema });
export const SlotsQuerySchema = v.object({ date: CalendarDaySchema });

export const SlotSchema = v.object({
  startsAt: v.string(),
  endsAt: v.string(),
  modes: v.array(ConsultationModeSchema),
});

export const NextSlotsQuerySchema = v.object({
  ids: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9-]{1,120}(,[a-z0-9-]{1,120}){0,49}$/, 'ids must be 1 to 50 doctor ids separated by commas'),
    v.transform((text) => [...new Set(text.split(','))]),
  ),
  /** Only slots on India dates after this one (a full day's "next available"). */
  after: v.optional(CalendarDaySchema),
});

export const NextSlotSchema = v.object({ doctorId: SlugSchema, slot: v.nullable(SlotSchema) });
export type NextSlot = v.InferOutput<typeof NextSlotSchema>;

export const BookConsultationBodySchema = v.object({
  userId: UidSchema,
  doctorId: SlugSchema,
  startsAt: OffsetDateTimeSchema,
  mode: ConsultationModeSchema,
  concern: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'concern must be at most 1000 characters'))),
});
export type BookConsultationBody = v.InferOutput<typeof BookConsultationBodySchema>;

/** What the browser opens the gateway's checkout with; the slot is held until `holdExpiresAt`. */
export const PlacedConsultationSchema = v.object({
  _id: v.string(),
  /** The gateway's order id. */
  order_id: v.string(),
  /** Paise. */
  amount: v.number(),
  currency: v.literal('INR'),
  /** The gateway's public key id. */
  key: v.string(),
  status: v.literal('pending'),
  holdExpiresAt: v.string(),
});
export type PlacedConsultation = v.InferOutput<typeof PlacedConsultationSchema>;

export const ConsultationConfirmBodySchema = v.object({
  ...v.omit(OrderConfirmBodySchema, ['status']).entries,
  status: v.literal('booked'),
});
export type ConsultationConfirmBody = v.InferOutput<typeof ConsultationConfirmBodySchema>;

export const ConsultationOwnerBodySchema = v.object({ userId: UidSchema });
export const RescheduleBodySchema = v.object({ userId: UidSchema, startsAt: OffsetDateTimeSchema });

const consultationFields = {
  _id: v.string(),
  doctorId: SlugSchema,
  startsAt: v.string(),
  endsAt: v.string(),
  mode: ConsultationModeSchema,
  status: v.picklist(CONSULTATION_STATUSES),
  /** Rupees. */
  fee: RupeesSchema,
  concern: v.string(),
  /** Until when an unpaid booking holds its slot; null once paid or ended. */
  holdExpiresAt: v.nullable(v.string()),
  /** The meeting link of an online consultation, from 10 minutes before its start; null otherwise. */
  meetingLink: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  recommendedItemIds: v.array(SlugSchema),
  /** Rupees refunded (on cancellation, or by the shop's operators); null when no refund was made. */
  refund: v.nullable(RupeesSchema),
};

/** A consultation as its patient sees it. */
export const ConsultationSchema = v.object({
  ...consultationFields,
  doctorName: v.string(),
  /** Where an in-clinic consultation happens; null for online ones. */
  clinicAddress: v.nullable(v.string()),
});
export type Consultation = v.InferOutput<typeof ConsultationSchema>;

/** A consultation as its doctor sees it. */
export const DoctorConsultationSchema = v.object({
  ...consultationFields,
  patientName: v.string(),
});
export type DoctorConsultation = v.InferOutput<typeof DoctorConsultationSchema>;

const MINUTE_OF_DAY = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1440));

/** Minutes since midnight, India time. */
export const TimeWindowSchema = v.pipe(
  v.object({ startMinute: MINUTE_OF_DAY, endMinute: MINUTE_OF_DAY }),
  v.check((window) => window.startMinute < window.endMinute, 'startMinute must be before endMinute'),
);

type Window = v.InferOutput<typeof TimeWindowSchema>;
const disjoint = (windows: Window[]) =>
  [...windows]
    .sort((a, b) => a.startMinute - b.startMinute)
    .every((window, index, sorted) => index === 0 || sorted[index - 1]!.endMinute <= window.startMinute);

export const WeeklyWindowSchema = v.pipe(
  v.object({
    weekday: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6, 'weekday is 0 (Sunday) … 6 (Saturday)')),
    startMinute: MINUTE_OF_DAY,
    endMinute: MINUTE_OF_DAY,
  }),
  v.check((window) => window.startMinute < window.endMinute, 'startMinute must be before endMinute'),
);

export const DateOverrideSchema = v.object({
  date: CalendarDaySchema,
  /** No windows is a day of leave. */
  windows: v.pipe(v.array(TimeWindowSchema), v.maxLength(12), v.check(disjoint, 'windows of a day must not overlap')),
});

/** A doctor's weekly hours and date overrides, India time. */
export const AvailabilitySchema = v.pipe(
  v.object({
    weekly: v.pipe(v.array(WeeklyWindowSchema), v.maxLength(84)),
    overrides: v.pipe(v.array(DateOverrideSchema), v.maxLength(120)),
  }),
  v.check(
    (availability) =>
      [0, 1, 2, 3, 4, 5, 6].every((weekday) =>
        disjoint(availability.weekly.filter((window) => window.weekday === weekday)),
      ),
    'weekly windows of one day must not overlap',
  ),
  v.check(
    (availability) => new Set(availability.overrides.map((entry) => entry.date)).size === availability.overrides.length,
    'each date may be overridden once',
  ),
);
export type Availability = v.InferOutput<typeof AvailabilitySchema>;

export const CONSULTATION_OUTCOMES = ['completed', 'no_show'] as const;

/** The doctor's notes after a consultation, with the catalogue items they recommend. */
export const ConsultationNotesBodySchema = v.object({
  outcome: v.picklist(CONSULTATION_OUTCOMES, 'outcome must be completed or no_show'),
  notes: v.pipe(v.string(), v.trim(), v.maxLength(5000, 'notes must be at most 5000 characters')),
  recommendedItemIds: v.optional(v.pipe(v.array(SlugSchema), v.maxLength(20, 'at most 20 recommended items')), []),
});
export type ConsultationNotesBody = v.InferOutput<typeof ConsultationNotesBodySchema>;
