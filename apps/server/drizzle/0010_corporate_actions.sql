CREATE TABLE "company_valuations" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"basis" text NOT NULL,
	"as_of" date NOT NULL,
	"price" double precision,
	"fundamentals_as_of" date NOT NULL,
	"share_factor" double precision NOT NULL,
	"shares" double precision,
	"market_cap" double precision,
	"pe" double precision,
	"pb" double precision,
	"dividend_yield" double precision,
	"ev_to_ebitda" double precision,
	"enterprise_value" double precision,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb NOT NULL,
	"purpose" text NOT NULL,
	"ex_date" date,
	"record_date" date,
	"window_from" date,
	"window_to" date,
	"share_factor" double precision NOT NULL,
	"dividend_per_share" double precision,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"evidence" text,
	"prices_adjusted" boolean DEFAULT false NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_actions_company_key_unique" UNIQUE("company_id","key")
);
--> statement-breakpoint
ALTER TABLE "company_valuations" ADD CONSTRAINT "company_valuations_company_id_company_profile_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_actions" ADD CONSTRAINT "corporate_actions_company_id_company_profile_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_actions_status_idx" ON "corporate_actions" USING btree ("status");