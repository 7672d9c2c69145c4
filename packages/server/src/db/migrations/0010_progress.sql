-- Progress a learner can see (issue #21): the stored recap of a session (one per conversation, written again when the
-- learner goes on after it) and the CEFR level a learner set per target language. Both go with the account; a recap
-- goes with its conversation.
CREATE TABLE "session_recaps" (
	"conversation_id" uuid PRIMARY KEY NOT NULL REFERENCES "conversations"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"recap" jsonb NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "session_recaps_user_idx" ON "session_recaps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE TABLE "learner_levels" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"language" text NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_levels_pk" PRIMARY KEY ("user_id","language")
);
