CREATE TABLE "search_dictionary" (
	"scope" text NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"docs" integer NOT NULL,
	CONSTRAINT "search_dictionary_scope_word_pk" PRIMARY KEY("scope","word")
);
--> statement-breakpoint
CREATE TABLE "search_scopes" (
	"scope" text PRIMARY KEY NOT NULL,
	"docs" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "doctors_search_idx" ON "doctors" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "items_search_order_idx" ON "items" USING btree (char_length("name"),"id" COLLATE "C");