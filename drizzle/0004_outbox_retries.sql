-- Emails that failed for a moment (no answer, or SMTP's "try again later") are tried again
-- (mail/mailer.ts). Emails already handed over were handed over once; failures from before
-- are not known to be temporary, so none is scheduled.
ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_unsent_idx" ON "email_outbox" USING btree ("id") WHERE "email_outbox"."status" in ('pending', 'failed');--> statement-breakpoint
UPDATE "email_outbox" SET "attempts" = 1 WHERE "status" IN ('sending', 'sent', 'failed');
