CREATE TABLE "variant_sales_by_day" (
	"day" date NOT NULL,
	"variant_id" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "variant_sales_by_day_day_variant_id_pk" PRIMARY KEY("day","variant_id")
);
--> statement-breakpoint
CREATE TABLE "variant_sales_by_month" (
	"month" date NOT NULL,
	"variant_id" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "variant_sales_by_month_month_variant_id_pk" PRIMARY KEY("month","variant_id")
);
--> statement-breakpoint
-- data
-- hand-written: every variant's figures from the counted orders' lines and the units that came back (to stock, or received and kept off sale), by day and by month (src/server/reports/rollup.ts rebuildVariantSales).
insert into "variant_sales_by_day" (day, variant_id, units, sales_cents, returned_units, refunded_cents)
  select day, variant_id, sum(units), sum(sales), sum(returned), sum(refunded) from (
    select c.day, i.variant_id, sum(i.quantity), sum(round((i.price) * 100)::bigint * i.quantity), 0, 0
    from "sales_counted_orders" c join "order_items" i on i.order_id = c.order_id
    where i.variant_id is not null
    group by c.day, i.variant_id
    union all
    select ((ri.created_at) at time zone 'UTC')::date, i.variant_id, 0, 0, sum(ri.quantity),
      sum(case when ri.refund_id is not null or rl.outcome = 'refund' then round((i.price) * 100)::bigint * ri.quantity else 0 end)
    from "returned_items" ri
      join "order_items" i on i.id = ri.order_item_id
      join "sales_counted_orders" c on c.order_id = i.order_id
      left join "return_lines" rl on rl.id = ri.return_line_id
    where i.variant_id is not null
    group by 1, i.variant_id
    union all
    select ((received.created_at) at time zone 'UTC')::date, i.variant_id, 0, 0, sum(rl.quantity),
      sum(case when rl.outcome = 'refund' then round((i.price) * 100)::bigint * rl.quantity else 0 end)
    from "return_lines" rl
      join "order_items" i on i.id = rl.order_item_id
      join "sales_counted_orders" c on c.order_id = i.order_id
      join lateral (
        select e.created_at from "return_events" e
        where e.return_id = rl.return_id and e.status in ('received', 'exchanged') order by e.id limit 1
      ) received on true
    where rl.restocked = false and i.variant_id is not null
    group by 1, i.variant_id
  ) as figures (day, variant_id, units, sales, returned, refunded)
  group by day, variant_id;
--> statement-breakpoint
insert into "variant_sales_by_month" (month, variant_id, units, sales_cents, returned_units, refunded_cents)
  select date_trunc('month', day::timestamp)::date, variant_id, sum(units), sum(sales_cents), sum(returned_units), sum(refunded_cents)
  from "variant_sales_by_day"
  group by 1, 2;
