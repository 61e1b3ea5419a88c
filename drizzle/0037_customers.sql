CREATE TABLE "customer_notes" (
	"customer_key" varchar(255) PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_customer_key_idx" ON "customers" USING btree ((case
    when split_part(lower(trim("email")), '@', 2) in ('gmail.com', 'googlemail.com') then replace((case when position('+' in split_part(lower(trim("email")), '@', 1)) > 1 then split_part(split_part(lower(trim("email")), '@', 1), '+', 1) else split_part(lower(trim("email")), '@', 1) end), '.', '') || '@gmail.com'
    when position('@' in lower(trim("email"))) > 1 then (case when position('+' in split_part(lower(trim("email")), '@', 1)) > 1 then split_part(split_part(lower(trim("email")), '@', 1), '+', 1) else split_part(lower(trim("email")), '@', 1) end) || '@' || split_part(lower(trim("email")), '@', 2)
    else lower(trim("email")) end));--> statement-breakpoint
CREATE INDEX "email_outbox_customer_key_idx" ON "email_outbox" USING btree ((case
    when split_part(lower(trim("to")), '@', 2) in ('gmail.com', 'googlemail.com') then replace((case when position('+' in split_part(lower(trim("to")), '@', 1)) > 1 then split_part(split_part(lower(trim("to")), '@', 1), '+', 1) else split_part(lower(trim("to")), '@', 1) end), '.', '') || '@gmail.com'
    when position('@' in lower(trim("to"))) > 1 then (case when position('+' in split_part(lower(trim("to")), '@', 1)) > 1 then split_part(split_part(lower(trim("to")), '@', 1), '+', 1) else split_part(lower(trim("to")), '@', 1) end) || '@' || split_part(lower(trim("to")), '@', 2)
    else lower(trim("to")) end));--> statement-breakpoint
CREATE INDEX "newsletter_customer_key_idx" ON "newsletter" USING btree ((case
    when split_part(lower(trim("email")), '@', 2) in ('gmail.com', 'googlemail.com') then replace((case when position('+' in split_part(lower(trim("email")), '@', 1)) > 1 then split_part(split_part(lower(trim("email")), '@', 1), '+', 1) else split_part(lower(trim("email")), '@', 1) end), '.', '') || '@gmail.com'
    when position('@' in lower(trim("email"))) > 1 then (case when position('+' in split_part(lower(trim("email")), '@', 1)) > 1 then split_part(split_part(lower(trim("email")), '@', 1), '+', 1) else split_part(lower(trim("email")), '@', 1) end) || '@' || split_part(lower(trim("email")), '@', 2)
    else lower(trim("email")) end));--> statement-breakpoint
-- data
-- hand-written: orders of accounts deleted before now kept the mailbox they were placed with as
-- their key; each takes its anonymous email as its key instead, so the customer list names nobody.
UPDATE "orders" SET "customer_key" = "email" WHERE "email" LIKE 'deleted-customer-%@invalid';
