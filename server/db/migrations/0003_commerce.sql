CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"order_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "signature" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_user_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "gst_rate" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "hsn" text DEFAULT '30049011' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pack_size" text NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "photo_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "mrp_paise" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mrp_total_paise" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_paise" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_fingerprint" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_order_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_code_coupons_code_fk" FOREIGN KEY ("code") REFERENCES "public"."coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("code","uid");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("expires_at") WHERE status IN ('pending', 'payment_failed');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_cart" ON "orders" USING btree ("uid","cart_fingerprint") WHERE status IN ('pending', 'payment_failed');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gateway_order_id_unique" UNIQUE("gateway_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_unique" UNIQUE("payment_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_percent_range" CHECK ("coupons"."kind" <> 'percent' OR "coupons"."value" <= 100);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."used_count" >= 0 AND ("coupons"."usage_limit" IS NULL OR "coupons"."used_count" <= "coupons"."usage_limit"));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_gst_rate" CHECK ("items"."gst_rate" IN (5, 12, 18));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_subtotal" CHECK ("orders"."discount_paise" BETWEEN 0 AND "orders"."subtotal_paise");