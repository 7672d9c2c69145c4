-- Feedback as data (issue #19): the review of a learner message (corrections with their spans, categories and
-- explanations, and which checks ran) is stored with the message as JSON; null for the tutor's messages and for
-- messages written before reviews existed.
ALTER TABLE "messages" ADD COLUMN "review" jsonb;
