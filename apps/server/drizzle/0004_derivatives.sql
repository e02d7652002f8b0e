CREATE TABLE "derivative_contracts" (
	"instrument_token" bigint PRIMARY KEY NOT NULL,
	"exchange_token" bigint,
	"tradingsymbol" text NOT NULL,
	"underlying" text NOT NULL,
	"expiry" date NOT NULL,
	"strike" double precision,
	"instrument_type" text NOT NULL,
	"tick_size" double precision NOT NULL,
	"lot_size" integer NOT NULL,
	"segment" text NOT NULL,
	"exchange" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "derivative_contracts_underlying_expiry_idx" ON "derivative_contracts" USING btree ("underlying","expiry");