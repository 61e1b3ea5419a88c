CREATE TABLE "sales_by_day" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"refund_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"shipping_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_counted_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_counted_orders" ADD CONSTRAINT "sales_counted_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- data
-- hand-written: every day's sales from the orders, their history and their refunds (src/server/reports/rollup.ts rebuildSalesFigures).
insert into "sales_counted_orders" (order_id, day)
  select o.id as order_id, ((coalesce(paid.created_at, o.created_at)) at time zone 'UTC')::date as day
  from "orders" o
  left join lateral (
    select e.id, e.created_at from "order_events" e
    where e.order_id = o.id and e.kind = 'payment' and e.status = 'paid' order by e.id limit 1
  ) paid on true
  where o.payment_status in ('paid', 'partially_refunded', 'refunded')
    and not exists (
      select 1 from "order_events" c
      where c.order_id = o.id and c.kind = 'status' and c.status = 'cancelled' and c.id < paid.id
    );--> statement-breakpoint
insert into "sales_by_day" (day, orders, gross_cents, discount_cents, refund_cents, tax_cents, shipping_cents, net_cents)
    select day, sum(orders), sum(gross), sum(discount), sum(refund), sum(tax), sum(shipping), sum(net) from (
      select c.day, 1, round((o.subtotal) * 100)::bigint, round((o.discount) * 100)::bigint, 0::bigint,
  round((o.tax) * 100)::bigint, round((o.shipping) * 100)::bigint, round((o.subtotal - o.discount + o.shipping + o.tax) * 100)::bigint from "sales_counted_orders" c join "orders" o on o.id = c.order_id
      union all
      select ((coalesce(r.settled_at, r.created_at)) at time zone 'UTC')::date, 0, 0, 0, r.amount_cents, 0, 0, -r.amount_cents
      from "refunds" r join "payments" p on p.id = r.payment_id
        join "sales_counted_orders" c on c.order_id = p.order_id
      where r.status = 'succeeded'
    ) as figures (day, orders, gross, discount, refund, tax, shipping, net)
    group by day;
