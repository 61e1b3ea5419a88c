CREATE TABLE "search_terms_by_month" (
	"month" date NOT NULL,
	"term" varchar(100) NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_terms_by_month_month_term_pk" PRIMARY KEY("month","term")
);
--> statement-breakpoint
-- data
-- hand-written: the months from the days kept so far (src/server/reports/searches.ts writes both).
insert into "search_terms_by_month" (month, term, searches, zero_results)
  select date_trunc('month', day::timestamp)::date, term, sum(searches), sum(zero_results)
  from "search_terms_by_day"
  group by 1, 2;
