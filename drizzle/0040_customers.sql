CREATE TABLE "customer_figures" (
	"customer_key" varchar(255) PRIMARY KEY NOT NULL,
	"account_id" integer,
	"account_since" timestamp with time zone,
	"name" text,
	"email" varchar(255),
	"orders" integer DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"customer_key" varchar(255) PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_figures_last_order_idx" ON "customer_figures" USING btree ("last_order_at" desc nulls last,"customer_key");--> statement-breakpoint
CREATE INDEX "customer_figures_spent_idx" ON "customer_figures" USING btree ("spent_cents" DESC NULLS LAST,"customer_key");--> statement-breakpoint
CREATE INDEX "customer_figures_orders_idx" ON "customer_figures" USING btree ("orders" DESC NULLS LAST,"spent_cents" DESC NULLS LAST,"customer_key");--> statement-breakpoint
CREATE INDEX "customer_figures_name_idx" ON "customer_figures" USING btree (lower("name") nulls last,"customer_key");--> statement-breakpoint
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
UPDATE "orders" SET "customer_key" = "email" WHERE "email" LIKE 'deleted-customer-%@invalid';--> statement-breakpoint
-- hand-written: every customer's figures (src/server/customers/figures.ts rebuildCustomerFigures).
insert into "customer_figures" (customer_key, account_id, account_since, name, email, orders, spent_cents, last_order_at)
    with account_keys as materialized (
      select "customers"."id" as account_id, (case
    when split_part(lower(trim("customers"."email")), '@', 2) in ('gmail.com', 'googlemail.com') then replace((case when position('+' in split_part(lower(trim("customers"."email")), '@', 1)) > 1 then split_part(split_part(lower(trim("customers"."email")), '@', 1), '+', 1) else split_part(lower(trim("customers"."email")), '@', 1) end), '.', '') || '@gmail.com'
    when position('@' in lower(trim("customers"."email"))) > 1 then (case when position('+' in split_part(lower(trim("customers"."email")), '@', 1)) > 1 then split_part(split_part(lower(trim("customers"."email")), '@', 1), '+', 1) else split_part(lower(trim("customers"."email")), '@', 1) end) || '@' || split_part(lower(trim("customers"."email")), '@', 2)
    else lower(trim("customers"."email")) end) as key, "customers"."email" as email,
        nullif("customers"."name", '') as name, "customers"."created_at" as created_at
      from "customers" where true
    ),
    accounts as (select distinct on (key) * from account_keys order by key, account_id),
    figures as (
      select coalesce(c.key, o.customer_key) as key, count(*)::int as orders,
        coalesce(sum(case when o.status <> 'cancelled' then round((o.total + o.gift_card_amount) * 100) - coalesce((
          select sum(r.amount_cents) from "refunds" r join "payments" p on p.id = r.payment_id
          where p.order_id = o.id and r.status = 'succeeded'), 0) end), 0)::bigint as spent_cents,
        max(o.created_at) as last_order_at,
        (array_agg(o.id order by o.created_at desc, o.id desc))[1] as latest_order_id
      from "orders" o left join account_keys c on c.account_id = o.customer_id
      where o.payment_status <> 'unpaid' and o.customer_key is not null
        and true
      group by 1
    ),
    joined as (
      select coalesce(f.key, a.key) as key, a.account_id, a.created_at as account_since,
        coalesce(f.orders, 0) as orders, coalesce(f.spent_cents, 0) as spent_cents, f.last_order_at,
        coalesce(a.name, nullif((trim(coalesce(lo.customer->>'firstName', '') || ' ' || coalesce(lo.customer->>'lastName', ''))), '')) as name,
        coalesce(a.email, lo.email) as email
      from figures f
        full join accounts a on a.key = f.key
        left join "orders" lo on lo.id = f.latest_order_id
    )
    select key, account_id, account_since,
      case when key ~ '^deleted-(account|customer)-[0-9]+@invalid$' then null else name end as name,
      case when key ~ '^deleted-(account|customer)-[0-9]+@invalid$' then null else email end as email,
      orders, spent_cents, last_order_at
    from joined;
