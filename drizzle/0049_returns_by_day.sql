CREATE TABLE "returns_by_day" (
	"day" date NOT NULL,
	"dimension" varchar(16) NOT NULL,
	"key" varchar(64) NOT NULL,
	"label" varchar(255) NOT NULL,
	"returns" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"refund_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "returns_by_day_day_dimension_key_label_pk" PRIMARY KEY("day","dimension","key","label")
);
--> statement-breakpoint
-- data
-- hand-written: the returns not rejected, by the day they were asked (src/server/reports/returns-rollup.ts rebuildReturnFigures).
insert into "returns_by_day" (day, dimension, key, label, returns, units, refund_cents)
  select ((r.created_at) at time zone 'UTC')::date, g.dimension, g.key, g.label, count(distinct r.id),
    sum(l.quantity), coalesce(sum(l.quantity * l.unit_paid_cents) filter (where l.outcome = 'refund'), 0)
  from "returns" r
    join "return_lines" l on l.return_id = r.id
    join "order_items" i on i.id = l.order_item_id
    cross join lateral (values
      ('all', '', ''),
      ('reason', l.reason, l.reason),
      ('size', coalesce(i.size, ''), coalesce(i.size, 'No size')),
      ('product', coalesce(i.product_id::text, ''), i.name)
    ) as g (dimension, key, label)
  where r.status <> 'rejected'
  group by 1, 2, 3, 4;
