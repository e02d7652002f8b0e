CREATE TABLE "alert_screen_members" (
	"screen_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_screen_members_screen_id_company_id_pk" PRIMARY KEY("screen_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "alert_screens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"query" text NOT NULL,
	"plan" jsonb NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"checked_at" timestamp with time zone,
	"fire_count" integer DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_events" ADD COLUMN "screen_id" uuid;--> statement-breakpoint
ALTER TABLE "alert_screen_members" ADD CONSTRAINT "alert_screen_members_screen_id_alert_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."alert_screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_screen_members" ADD CONSTRAINT "alert_screen_members_company_id_company_profile_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_screens" ADD CONSTRAINT "alert_screens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_screens_user_idx" ON "alert_screens" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_screen_id_alert_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."alert_screens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_level_idx" ON "alerts" USING btree ("company_id","kind","period",(met is true),coalesce(level, 0)) WHERE status = 'active';