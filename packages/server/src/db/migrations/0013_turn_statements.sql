-- A chat turn in a handful of statements (issue #24). The rate limit becomes one statement: each key and action has one
-- window row (the times of the actions counted in its window, its block, and what the latest check decided), counted
-- under that row's lock instead of an advisory-locked transaction over event and block rows. The rows of the old tables
-- move over.
CREATE TABLE "rate_limit_windows" (
	"key" text NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"events" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL,
	"blocked_until" timestamp with time zone,
	"allowed" boolean DEFAULT true NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_windows_key_action_pk" PRIMARY KEY("key","action")
);--> statement-breakpoint
ALTER TABLE "rate_limit_windows" ADD CONSTRAINT "rate_limit_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_windows_user_idx" ON "rate_limit_windows" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "rate_limit_windows" ("key", "action", "user_id", "events", "blocked_until")
SELECT subjects."key", subjects."action", subjects."user_id",
	coalesce((SELECT array_agg(events."created_at" ORDER BY events."created_at") FROM "rate_limit_events" AS events WHERE events."key" = subjects."key" AND events."action" = subjects."action"), '{}'::timestamptz[]),
	(SELECT blocks."blocked_until" FROM "rate_limit_blocks" AS blocks WHERE blocks."key" = subjects."key" AND blocks."action" = subjects."action")
FROM (
	SELECT "key", "action", (array_agg("user_id") FILTER (WHERE "user_id" IS NOT NULL))[1] AS "user_id"
	FROM (SELECT "key", "action", "user_id" FROM "rate_limit_events" UNION ALL SELECT "key", "action", "user_id" FROM "rate_limit_blocks") AS counted
	GROUP BY "key", "action"
) AS subjects;--> statement-breakpoint
DROP TABLE "rate_limit_events";--> statement-breakpoint
DROP TABLE "rate_limit_blocks";--> statement-breakpoint
-- At most one reply of a conversation is being written: what orders a conversation's turns across server processes,
-- checked by the statement that stores a turn (a second one fails on this index) instead of an advisory lock. Replies
-- left in progress beyond the newest of their conversation (none should be) are marked failed first.
UPDATE "messages" SET "status" = 'failed'
WHERE "status" = 'processing' AND "id" NOT IN (SELECT DISTINCT ON ("conversation_id") "id" FROM "messages" WHERE "status" = 'processing' ORDER BY "conversation_id", "seq" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_one_reply_written_idx" ON "messages" USING btree ("conversation_id") WHERE "messages"."status" = 'processing';
