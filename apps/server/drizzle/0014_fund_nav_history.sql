CREATE TABLE "mutual_fund_nav_history" (
	"scheme_code" integer NOT NULL,
	"nav_date" date NOT NULL,
	"nav" double precision NOT NULL,
	CONSTRAINT "mutual_fund_nav_history_scheme_code_nav_date_pk" PRIMARY KEY("scheme_code","nav_date")
);
--> statement-breakpoint
ALTER TABLE "mutual_fund_nav_history" ADD CONSTRAINT "mutual_fund_nav_history_scheme_code_mutual_fund_schemes_scheme_code_fk" FOREIGN KEY ("scheme_code") REFERENCES "public"."mutual_fund_schemes"("scheme_code") ON DELETE cascade ON UPDATE no action;