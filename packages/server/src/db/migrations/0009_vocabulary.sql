-- Words that stay (issue #20): the words a learner saves and the review cards scheduled with FSRS (ts-fsrs). Both
-- belong to the learner (gone with the account) and hold their own context, so deleting a conversation or a message
-- leaves them (the source message link is cleared).
CREATE TABLE "saved_words" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"language" text NOT NULL,
	"word" text NOT NULL,
	"base_form" text,
	"meaning" text,
	"context_sentence" text,
	"source_message_id" uuid REFERENCES "messages"("id") ON DELETE set null,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "saved_words_user_idx" ON "saved_words" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE TABLE "review_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"word_id" uuid REFERENCES "saved_words"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"prompt" text NOT NULL,
	"answer" text NOT NULL,
	"context_sentence" text,
	"hint" text,
	"source_message_id" uuid REFERENCES "messages"("id") ON DELETE set null,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "review_cards_source_message_idx" ON "review_cards" USING btree ("source_message_id");--> statement-breakpoint
CREATE TABLE "card_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"card_id" uuid NOT NULL REFERENCES "review_cards"("id") ON DELETE cascade,
	"grade" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "card_reviews_user_idx" ON "card_reviews" USING btree ("user_id","reviewed_at");
