CREATE TABLE "scrape_run_funds" (
	"run_id" uuid NOT NULL,
	"url" text NOT NULL,
	"scheme_code" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrape_run_funds_run_id_url_pk" PRIMARY KEY("run_id","url")
);
--> statement-breakpoint
CREATE TABLE "scrape_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"scheme_codes" jsonb,
	"delay_ms" integer NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scraped_mutual_funds" (
	"scheme_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"url_category" text NOT NULL,
	"plan" text,
	"category" text,
	"rating" text,
	"aum" text,
	"returns" jsonb NOT NULL,
	"expenses_ratio" text NOT NULL,
	"expenses_ratio_category_average" text NOT NULL,
	"reporting_date" date,
	"holdings" jsonb NOT NULL,
	"amfi_scheme_code" integer,
	"scraped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scrape_run_funds" ADD CONSTRAINT "scrape_run_funds_run_id_scrape_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."scrape_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrape_runs" ADD CONSTRAINT "scrape_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraped_mutual_funds" ADD CONSTRAINT "scraped_mutual_funds_amfi_scheme_code_mutual_fund_schemes_scheme_code_fk" FOREIGN KEY ("amfi_scheme_code") REFERENCES "public"."mutual_fund_schemes"("scheme_code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrape_runs_started_at_idx" ON "scrape_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "scraped_mutual_funds_url_category_idx" ON "scraped_mutual_funds" USING btree ("url_category","name");