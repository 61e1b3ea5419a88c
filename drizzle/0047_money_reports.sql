CREATE TABLE "customer_first_sales" (
	"page_id" varchar(32) PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sales_by_day" (
	"day" date NOT NULL,
	"page_id" varchar(32) NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_sales_by_day_day_page_id_pk" PRIMARY KEY("day","page_id")
);
--> statement-breakpoint
CREATE TABLE "discounts_by_day" (
	"day" date NOT NULL,
	"discount_id" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"cost_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "discounts_by_day_day_discount_id_pk" PRIMARY KEY("day","discount_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms_by_day" (
	"day" date NOT NULL,
	"term" varchar(100) NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_terms_by_day_day_term_pk" PRIMARY KEY("day","term")
);
--> statement-breakpoint
CREATE INDEX "customer_first_sales_day_idx" ON "customer_first_sales" USING btree ("day","page_id");--> statement-breakpoint
CREATE INDEX "gift_card_transactions_created_idx" ON "gift_card_transactions" USING btree ("created_at");--> statement-breakpoint
-- data
-- hand-written: each discount's and each customer's figures from the counted orders and their refunds (src/server/reports/rollup.ts rebuildSalesFigures).
insert into "discounts_by_day" (day, discount_id, uses, revenue_cents, cost_cents)
  select day, discount_id, sum(uses), sum(revenue), sum(cost) from (
    select c.day, (d ->> 'id')::int as discount_id, 1 as uses,
      round((o.subtotal - o.discount + o.shipping + o.tax) * 100)::bigint as revenue,
      (d ->> 'amountCents')::bigint + coalesce((d ->> 'shippingCents')::bigint, 0) as cost
    from "sales_counted_orders" c join "orders" o on o.id = c.order_id
      cross join lateral jsonb_array_elements(o.discounts) d
    union all
    select ((coalesce(r.settled_at, r.created_at)) at time zone 'UTC')::date, (d ->> 'id')::int, 0, -r.amount_cents, 0
    from "refunds" r join "payments" p on p.id = r.payment_id
      join "sales_counted_orders" c on c.order_id = p.order_id
      join "orders" o on o.id = p.order_id
      cross join lateral jsonb_array_elements(o.discounts) d
    where r.status = 'succeeded'
  ) as figures (day, discount_id, uses, revenue, cost)
  group by day, discount_id;--> statement-breakpoint
create temporary table "order_page_ids" as
  select o.id as order_id, substr(encode(sha256(convert_to(coalesce(o.customer_key, (case
    when split_part(lower(trim(o.email)), '@', 2) in ('gmail.com', 'googlemail.com') then replace((case when position('+' in split_part(lower(trim(o.email)), '@', 1)) > 1 then split_part(split_part(lower(trim(o.email)), '@', 1), '+', 1) else split_part(lower(trim(o.email)), '@', 1) end), '.', '') || '@gmail.com'
    when position('@' in lower(trim(o.email))) > 1 then (case when position('+' in split_part(lower(trim(o.email)), '@', 1)) > 1 then split_part(split_part(lower(trim(o.email)), '@', 1), '+', 1) else split_part(lower(trim(o.email)), '@', 1) end) || '@' || split_part(lower(trim(o.email)), '@', 2)
    else lower(trim(o.email)) end)) || (select salt from "customer_page_salt" limit 1), 'UTF8')), 'hex'), 1, 24) as page_id
  from "sales_counted_orders" c join "orders" o on o.id = c.order_id;--> statement-breakpoint
insert into "customer_sales_by_day" (day, page_id, orders, net_cents)
  select day, page_id, sum(orders), sum(net) from (
    select c.day, k.page_id, 1, round((o.subtotal - o.discount + o.shipping + o.tax) * 100)::bigint
    from "sales_counted_orders" c join "orders" o on o.id = c.order_id join "order_page_ids" k on k.order_id = o.id
    union all
    select ((coalesce(r.settled_at, r.created_at)) at time zone 'UTC')::date, k.page_id, 0, -r.amount_cents
    from "refunds" r join "payments" p on p.id = r.payment_id join "order_page_ids" k on k.order_id = p.order_id
    where r.status = 'succeeded'
  ) as figures (day, page_id, orders, net)
  group by day, page_id;--> statement-breakpoint
insert into "customer_first_sales" (page_id, day)
  select k.page_id, min(c.day) from "sales_counted_orders" c join "order_page_ids" k on k.order_id = c.order_id
  group by k.page_id;--> statement-breakpoint
drop table "order_page_ids";
