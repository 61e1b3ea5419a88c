ALTER TABLE "customer_sales_by_day" ADD COLUMN "first_day" date;--> statement-breakpoint
ALTER TABLE "customer_sales_by_day" ADD COLUMN "previous_day" date;--> statement-breakpoint
ALTER TABLE "customer_sales_by_day" ADD COLUMN "later_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_sales_by_day" ADD COLUMN "later_net_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_sales_by_day_page_idx" ON "customer_sales_by_day" USING btree ("page_id","day");--> statement-breakpoint
CREATE INDEX "customer_sales_by_day_refunds_idx" ON "customer_sales_by_day" USING btree ("day","previous_day") WHERE "customer_sales_by_day"."orders" = 0;--> statement-breakpoint
-- data
-- hand-written: each row's first day, last day with an order before it and sums from it on, from the customer's rows (src/server/reports/customers-rollup.ts rebuildCustomerFigures).
update "customer_sales_by_day" s
  set first_day = w.first_day, previous_day = w.previous_day, later_orders = w.later_orders, later_net_cents = w.later_net_cents
  from (
    select day, page_id,
      min(day) filter (where orders > 0) over (partition by page_id) as first_day,
      max(day) filter (where orders > 0) over (partition by page_id order by day rows between unbounded preceding and 1 preceding) as previous_day,
      sum(orders) over (partition by page_id order by day desc rows between unbounded preceding and current row) as later_orders,
      sum(net_cents) over (partition by page_id order by day desc rows between unbounded preceding and current row) as later_net_cents
    from "customer_sales_by_day"
  ) w
  where w.day = s.day and w.page_id = s.page_id;
