CREATE TABLE "variant_sales_span" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"first_month" date,
	"last_month" date,
	"units" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_sales_through_month" (
	"month" date NOT NULL,
	"variant_id" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "variant_sales_through_month_month_variant_id_pk" PRIMARY KEY("month","variant_id")
);
--> statement-breakpoint
-- data
-- hand-written: each variant's figures through every month from its first to its last, from its days (src/server/reports/variant-figures.ts rebuildVariantMonths).
insert into "variant_sales_through_month" (month, variant_id, units, sales_cents, returned_units, refunded_cents)
  select g.month::date, s.variant_id,
    sum(coalesce(m.units, 0)) over running, sum(coalesce(m.sales_cents, 0)) over running,
    sum(coalesce(m.returned_units, 0)) over running, sum(coalesce(m.refunded_cents, 0)) over running
  from (
    select variant_id, min(date_trunc('month', day::timestamp)) as first_month, max(date_trunc('month', day::timestamp)) as last_month
    from "variant_sales_by_day" group by variant_id
  ) s
  cross join lateral generate_series(s.first_month, s.last_month, interval '1 month') as g(month)
  left join (
    select date_trunc('month', day::timestamp) as month, variant_id, sum(units) as units, sum(sales_cents) as sales_cents,
      sum(returned_units) as returned_units, sum(refunded_cents) as refunded_cents
    from "variant_sales_by_day" group by 1, 2
  ) m on m.variant_id = s.variant_id and m.month = g.month
  window running as (partition by s.variant_id order by g.month);
--> statement-breakpoint
insert into "variant_sales_span" (variant_id, first_month, last_month, units, sales_cents, returned_units, refunded_cents)
  select distinct on (variant_id) variant_id, min(month) over (partition by variant_id), month,
    units, sales_cents, returned_units, refunded_cents
  from "variant_sales_through_month"
  order by variant_id, month desc;
