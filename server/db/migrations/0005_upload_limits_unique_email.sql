CREATE INDEX "media_uid_idx" ON "media" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "upload_tickets_uid_idx" ON "upload_tickets" USING btree ("uid","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));