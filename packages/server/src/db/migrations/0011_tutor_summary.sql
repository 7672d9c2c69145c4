-- Long conversations keep a running summary (issue #19): with a configured model, the turns that fell out of the
-- tutor's window of recent messages are folded into a short summary, written by the model in the background and sent
-- in the system prompt, with the seq of the last message it covers. Null until a conversation outgrows the window.
ALTER TABLE "conversations" ADD COLUMN "tutor_summary" jsonb;
