ALTER TABLE "email_outbox" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Codes emailed before secret emails existed were kept whole in the outbox, where staff could
-- read them: keep only that a code was sent.
UPDATE "email_outbox"
SET "secret" = true,
    "subject" = CASE WHEN "text" LIKE '%Confirm your email address%' THEN 'Code to confirm a new email' ELSE 'Sign-in code' END,
    "text" = 'A one-time code was sent. The store keeps no copy of it: only the recipient can read it.',
    "html" = NULL,
    "next_attempt_at" = NULL,
    "status" = CASE WHEN "status" IN ('pending', 'sending') THEN 'failed' ELSE "status" END
WHERE "subject" ~ '^[0-9]{6} is your .* code$';
