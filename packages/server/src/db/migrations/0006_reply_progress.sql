-- Interrupted work is recognised and reconciled (issue #18): a reply being written stores its text and a heartbeat
-- time as it goes, so a reply whose writer died (kill -9) is found, marked failed and keeps the text written so far;
-- idempotency keys still in progress are found by age.
ALTER TABLE "messages" ADD COLUMN "progress_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_processing_idx" ON "messages" USING btree ("progress_at") WHERE "messages"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "idempotency_keys_in_progress_idx" ON "idempotency_keys" USING btree ("created_at") WHERE "idempotency_keys"."status" IS NULL;
