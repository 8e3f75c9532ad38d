CREATE TABLE "sandbox_sms" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_sms_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_preference" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_sms_created_idx" ON "sandbox_sms" USING btree ("created_at");