-- Admin is a role stored on the account (issue #18): granted only to a verified account whose email the server is
-- configured with (PARLA_ADMIN_EMAILS), at verification or at start-up, never through a partner session.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "role" text DEFAULT 'learner' NOT NULL;
