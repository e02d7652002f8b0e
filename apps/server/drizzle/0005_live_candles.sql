CREATE TABLE "live_candles_1m" (
	"instrument_token" bigint NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"symbol" text NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "live_candles_1m_instrument_token_time_pk" PRIMARY KEY("instrument_token","time")
);
--> statement-breakpoint
CREATE INDEX "live_candles_1m_kind_time_idx" ON "live_candles_1m" USING btree ("kind","time");--> statement-breakpoint
CREATE INDEX "live_candles_1m_time_idx" ON "live_candles_1m" USING btree ("time");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");