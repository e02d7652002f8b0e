CREATE TABLE "portfolio_security" (
	"user_id" uuid NOT NULL,
	"isin" text NOT NULL,
	"name" text,
	"asset_class" text,
	"fmv_31jan2018" numeric(20, 6),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_security_user_id_isin_pk" PRIMARY KEY("user_id","isin")
);
--> statement-breakpoint
CREATE TABLE "portfolio_trade" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"isin" text NOT NULL,
	"symbol" text,
	"trade_date" date NOT NULL,
	"side" text NOT NULL,
	"quantity" numeric(20, 6) NOT NULL,
	"price" numeric(20, 6) NOT NULL,
	"charges" numeric(20, 2) DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_trade_user_dedupe_unique" UNIQUE("user_id","dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "portfolio_security" ADD CONSTRAINT "portfolio_security_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_trade" ADD CONSTRAINT "portfolio_trade_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_trade_user_date_idx" ON "portfolio_trade" USING btree ("user_id","trade_date");