-- pg_trgm powers fuzzy company search; drizzle-kit does not generate extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"google_id" text NOT NULL,
	"name" text,
	"picture" text,
	"telegram_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "user_config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_config_user_key_unique" UNIQUE("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "user_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_feedback_type_check" CHECK ("user_feedback"."type" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "company_profile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"symbol" text NOT NULL,
	"exchange" text NOT NULL,
	"country" text NOT NULL,
	"company_name" text NOT NULL,
	"isin" text,
	"sector" text,
	"industry" text,
	"market_cap" double precision,
	"market_cap_type" text,
	"currency" text,
	"listing_date" date,
	"series" text,
	"face_value" double precision,
	"bse_code" text,
	"kite_instrument_token" bigint,
	"website" text,
	"summary" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profile_symbol_exchange_unique" UNIQUE("symbol","exchange")
);
--> statement-breakpoint
CREATE TABLE "market_index_wise_companies" (
	"index_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"weight" double precision,
	"industry" text,
	CONSTRAINT "market_index_wise_companies_index_id_company_id_pk" PRIMARY KEY("index_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "market_indices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"index_name" text NOT NULL,
	"country" text DEFAULT 'IN' NOT NULL,
	"kite_instrument_token" bigint,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_indices_index_name_unique" UNIQUE("index_name")
);
--> statement-breakpoint
CREATE TABLE "market_index_price_volume_daily_moving_averages" (
	"index_id" uuid PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"close" double precision NOT NULL,
	"price_sma_5" double precision,
	"price_sma_10" double precision,
	"price_sma_20" double precision,
	"price_sma_50" double precision,
	"price_sma_100" double precision,
	"price_sma_200" double precision,
	"volume_sma_5" double precision,
	"volume_sma_10" double precision,
	"volume_sma_20" double precision,
	"volume_sma_50" double precision,
	"volume_sma_100" double precision,
	"volume_sma_200" double precision,
	"high_52w" double precision,
	"low_52w" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_index_price_daily" (
	"index_id" uuid NOT NULL,
	"date" date NOT NULL,
	"open" double precision,
	"high" double precision,
	"low" double precision,
	"close" double precision NOT NULL,
	"volume" bigint,
	CONSTRAINT "market_index_price_daily_index_id_date_pk" PRIMARY KEY("index_id","date")
);
--> statement-breakpoint
CREATE TABLE "stock_price_volume_daily_moving_averages" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"close" double precision NOT NULL,
	"price_sma_5" double precision,
	"price_sma_10" double precision,
	"price_sma_20" double precision,
	"price_sma_50" double precision,
	"price_sma_100" double precision,
	"price_sma_200" double precision,
	"volume_sma_5" double precision,
	"volume_sma_10" double precision,
	"volume_sma_20" double precision,
	"volume_sma_50" double precision,
	"volume_sma_100" double precision,
	"volume_sma_200" double precision,
	"high_52w" double precision,
	"low_52w" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_price_daily_historical" (
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"open" double precision,
	"high" double precision,
	"low" double precision,
	"close" double precision NOT NULL,
	"volume" bigint,
	CONSTRAINT "stock_price_daily_historical_company_id_date_pk" PRIMARY KEY("company_id","date")
);
--> statement-breakpoint
CREATE TABLE "etfs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"symbol" text NOT NULL,
	"underlying" text NOT NULL,
	"name" text NOT NULL,
	"isin" text,
	"instrument_token" bigint,
	"company_id" uuid,
	"asset_class" text NOT NULL,
	"is_dipsip_etf" boolean DEFAULT false NOT NULL,
	"market_lot" double precision,
	"face_value" double precision,
	"listing_date" date,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etfs_symbol_unique" UNIQUE("symbol")
);
--> statement-breakpoint
CREATE TABLE "financial_statements" (
	"company_id" uuid NOT NULL,
	"statement" text NOT NULL,
	"period" text NOT NULL,
	"period_end" date NOT NULL,
	"items" jsonb NOT NULL,
	"currency" text,
	"as_of" date,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_statements_company_id_statement_period_period_end_pk" PRIMARY KEY("company_id","statement","period","period_end")
);
--> statement-breakpoint
CREATE TABLE "shareholding_pattern" (
	"company_id" uuid NOT NULL,
	"quarter_end" date NOT NULL,
	"promoter" double precision,
	"fii" double precision,
	"dii" double precision,
	"public" double precision,
	"government" double precision,
	"pledged" double precision,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shareholding_pattern_company_id_quarter_end_pk" PRIMARY KEY("company_id","quarter_end")
);
--> statement-breakpoint
CREATE TABLE "mutual_fund_schemes" (
	"scheme_code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fund_house" text,
	"structure" text,
	"category" text,
	"plan" text,
	"option" text,
	"isin_growth" text,
	"isin_reinvestment" text,
	"nav" double precision,
	"nav_date" date,
	"expense_ratio" double precision,
	"category_average_expense_ratio" double precision,
	"aum_crore" double precision,
	"rating" integer,
	"returns" jsonb,
	"is_dipsip_etf" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_mutual_funds" (
	"user_id" uuid NOT NULL,
	"mutual_fund_id" integer NOT NULL,
	"units" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_mutual_funds_user_id_mutual_fund_id_pk" PRIMARY KEY("user_id","mutual_fund_id")
);
--> statement-breakpoint
CREATE TABLE "watch_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"market_index_id" uuid,
	"instrument_type" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_list_user_item_unique" UNIQUE NULLS NOT DISTINCT("user_id","company_id","market_index_id","instrument_type")
);
--> statement-breakpoint
CREATE TABLE "company_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"announcement_date" timestamp with time zone NOT NULL,
	"announcement_text_summary" text NOT NULL,
	"announcement_impact" text,
	"announcement_document_link" text,
	"announcement_sentiment" double precision,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_insider_trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"intimation_date" date NOT NULL,
	"name_of_insider" text NOT NULL,
	"category_of_insider" text,
	"type_of_security" text,
	"number_of_securities_transacted" bigint,
	"number_of_securities_before_transaction" bigint,
	"number_of_securities_after_transaction" bigint,
	"shareholding_before_transaction" double precision,
	"shareholding_after_transaction" double precision,
	"mode_of_transaction" text,
	"transaction_type" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_type" (
	"value" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_files" (
	"key" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	"problems" integer NOT NULL,
	"sample_problems" jsonb NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interval" (
	"value" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_config" ADD CONSTRAINT "user_config_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feedback" ADD CONSTRAINT "user_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_index_wise_companies" ADD CONSTRAINT "market_index_wise_companies_index_id_market_indices_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."market_indices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_index_wise_companies" ADD CONSTRAINT "market_index_wise_companies_company_id_company_profile_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_index_price_volume_daily_moving_averages" ADD CONSTRAINT "market_index_price_volume_daily_moving_averages_index_id_market_indices_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."market_indices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_index_price_daily" ADD CONSTRAINT "market_index_price_daily_index_id_market_indices_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."market_indices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_price_volume_daily_moving_averages" ADD CONSTRAINT "stock_price_volume_daily_moving_averages_company_id_company_profile_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_price_daily_historical" ADD CONSTRAINT "stock_price_daily_historical_company_id_company_profile_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etfs" ADD CONSTRAINT "etfs_company_id_company_profile_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_statements" ADD CONSTRAINT "financial_statements_company_id_company_profile_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shareholding_pattern" ADD CONSTRAINT "shareholding_pattern_company_id_company_profile_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_mutual_funds" ADD CONSTRAINT "portfolio_mutual_funds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_mutual_funds" ADD CONSTRAINT "portfolio_mutual_funds_mutual_fund_id_mutual_fund_schemes_scheme_code_fk" FOREIGN KEY ("mutual_fund_id") REFERENCES "public"."mutual_fund_schemes"("scheme_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_list" ADD CONSTRAINT "watch_list_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_list" ADD CONSTRAINT "watch_list_company_id_company_profile_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_list" ADD CONSTRAINT "watch_list_market_index_id_market_indices_id_fk" FOREIGN KEY ("market_index_id") REFERENCES "public"."market_indices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_announcements" ADD CONSTRAINT "company_announcements_company_id_company_profile_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_insider_trades" ADD CONSTRAINT "company_insider_trades_company_id_company_profile_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_google_id_idx" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE INDEX "users_lower_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "user_feedback_user_idx" ON "user_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_profile_country_idx" ON "company_profile" USING btree ("country");--> statement-breakpoint
CREATE INDEX "company_profile_isin_idx" ON "company_profile" USING btree ("isin");--> statement-breakpoint
CREATE INDEX "company_profile_industry_idx" ON "company_profile" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "company_profile_kite_token_idx" ON "company_profile" USING btree ("kite_instrument_token");--> statement-breakpoint
CREATE INDEX "company_profile_country_market_cap_idx" ON "company_profile" USING btree ("country","market_cap" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_index_wise_companies_company_idx" ON "market_index_wise_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "stock_price_daily_historical_date_idx" ON "stock_price_daily_historical" USING btree ("date");--> statement-breakpoint
CREATE INDEX "financial_statements_statement_idx" ON "financial_statements" USING btree ("statement","period","period_end");--> statement-breakpoint
CREATE INDEX "shareholding_pattern_quarter_end_idx" ON "shareholding_pattern" USING btree ("quarter_end");--> statement-breakpoint
CREATE INDEX "mutual_fund_schemes_category_idx" ON "mutual_fund_schemes" USING btree ("category");--> statement-breakpoint
CREATE INDEX "mutual_fund_schemes_fund_house_idx" ON "mutual_fund_schemes" USING btree ("fund_house");--> statement-breakpoint
CREATE INDEX "company_announcements_company_date_idx" ON "company_announcements" USING btree ("company_id","announcement_date");--> statement-breakpoint
CREATE INDEX "company_insider_trades_company_date_idx" ON "company_insider_trades" USING btree ("company_id","intimation_date");--> statement-breakpoint
CREATE INDEX "company_profile_name_trgm_idx" ON "company_profile" USING gin (lower("company_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_profile_symbol_lower_idx" ON "company_profile" USING btree (lower("symbol") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mutual_fund_schemes_name_trgm_idx" ON "mutual_fund_schemes" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
INSERT INTO "asset_type" ("value", "description") VALUES
  ('equity', 'Listed shares'), ('etf', 'Exchange-traded fund'), ('index', 'Market index'),
  ('mutual_fund', 'Mutual fund scheme'), ('future', 'Futures contract'), ('option', 'Options contract'),
  ('commodity', 'Commodity'), ('currency', 'Currency pair'), ('crypto', 'Crypto asset'),
  ('reit', 'Real estate investment trust'), ('invit', 'Infrastructure investment trust'), ('bond', 'Bond or government security');--> statement-breakpoint
INSERT INTO "interval" ("value", "description") VALUES
  ('minute', '1 minute'), ('5minute', '5 minutes'), ('15minute', '15 minutes'), ('30minute', '30 minutes'),
  ('60minute', '1 hour'), ('day', '1 day'), ('week', '1 week'), ('month', '1 month');
