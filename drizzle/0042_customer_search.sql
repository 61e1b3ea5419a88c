ALTER TABLE "customer_figures" ADD COLUMN "subscribed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_figures_name_trgm_idx" ON "customer_figures" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_figures_email_trgm_idx" ON "customer_figures" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- data
-- hand-written: the customers already listed who take the newsletter (customers/figures.ts works it out the same way).
UPDATE "customer_figures" SET "subscribed" = true WHERE "customer_key" IN (SELECT (case
    when split_part(lower(trim(n."email")), '@', 2) in ('gmail.com', 'googlemail.com') then replace((case when position('+' in split_part(lower(trim(n."email")), '@', 1)) > 1 then split_part(split_part(lower(trim(n."email")), '@', 1), '+', 1) else split_part(lower(trim(n."email")), '@', 1) end), '.', '') || '@gmail.com'
    when position('@' in lower(trim(n."email"))) > 1 then (case when position('+' in split_part(lower(trim(n."email")), '@', 1)) > 1 then split_part(split_part(lower(trim(n."email")), '@', 1), '+', 1) else split_part(lower(trim(n."email")), '@', 1) end) || '@' || split_part(lower(trim(n."email")), '@', 2)
    else lower(trim(n."email")) end) FROM "newsletter" n);
