CREATE TABLE "customer_sales_cohorts" (
	"day" date NOT NULL,
	"first_month" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_sales_cohorts_first_month_day_pk" PRIMARY KEY("first_month","day")
);
--> statement-breakpoint
CREATE TABLE "customer_sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	"returning_customers" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sales_repeats" (
	"day" date NOT NULL,
	"previous_month" date NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_sales_repeats_day_previous_month_pk" PRIMARY KEY("day","previous_month")
);
--> statement-breakpoint
CREATE INDEX "customer_sales_by_day_first_idx" ON "customer_sales_by_day" USING btree ("first_day","day","orders","net_cents");--> statement-breakpoint
CREATE INDEX "customer_sales_by_day_repeat_idx" ON "customer_sales_by_day" USING btree ("previous_day","day") WHERE "customer_sales_by_day"."orders" > 0;--> statement-breakpoint
-- data
-- hand-written: the customers' rows added up by day, by day and the month of the last order before, and by day and the month of the first day (src/server/reports/customers-rollup.ts countInDaySums).
insert into "customer_sales_days" (day, new_customers, returning_customers, orders, net_cents)
  select day, count(*) filter (where orders > 0 and previous_day is null), count(*) filter (where orders > 0 and previous_day is not null),
    sum(orders), sum(net_cents)
  from "customer_sales_by_day" group by day;
--> statement-breakpoint
insert into "customer_sales_repeats" (day, previous_month, customers)
  select day, date_trunc('month', previous_day::timestamp)::date, count(*)
  from "customer_sales_by_day" where orders > 0 and previous_day is not null group by 1, 2;
--> statement-breakpoint
insert into "customer_sales_cohorts" (first_month, day, orders, net_cents)
  select date_trunc('month', first_day::timestamp)::date, day, sum(orders), sum(net_cents)
  from "customer_sales_by_day" where first_day is not null group by 1, 2;
