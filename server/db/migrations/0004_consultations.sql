CREATE TABLE "doctor_date_overrides" (
	"doctor_id" text NOT NULL,
	"date" date NOT NULL,
	"windows" jsonb NOT NULL,
	CONSTRAINT "doctor_date_overrides_doctor_id_date_pk" PRIMARY KEY("doctor_id","date")
);
--> statement-breakpoint
DROP INDEX "consultations_slot_taken";--> statement-breakpoint
DROP INDEX "consultations_uid_idx";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "concern" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "gateway_order_id" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "meeting_room" text NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "recommended_item_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "refund_paise" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "buffer_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "modes" text[] DEFAULT '{video,audio}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "clinic_address" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_date_overrides" ADD CONSTRAINT "doctor_date_overrides_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_doctor_idx" ON "consultations" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "consultations_uid_idx" ON "consultations" USING btree ("uid","starts_at");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_gateway_order_id_unique" UNIQUE("gateway_order_id");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_payment_id_unique" UNIQUE("payment_id");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_meeting_room_unique" UNIQUE("meeting_room");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_time_order" CHECK ("consultations"."starts_at" < "consultations"."ends_at");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_price_positive" CHECK ("consultations"."price_paise" > 0);--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Two active consultations of one doctor never overlap in time, whoever writes them.
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_no_overlap" EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" IN ('pending', 'booked', 'completed', 'no_show'));
