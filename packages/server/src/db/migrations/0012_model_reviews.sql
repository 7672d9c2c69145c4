-- The configured model's review of each learner message is counted on its own usage line (issue #19): a chat turn is
-- one AI call for the learner's quota, and the review the server runs beside it is not charged to them a second time,
-- but it is a model request the operator pays for, so it is counted per user and day.
ALTER TABLE "usage_counters" ADD COLUMN "model_reviews" integer DEFAULT 0 NOT NULL;
