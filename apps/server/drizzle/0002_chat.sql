CREATE TABLE "chat_prompt_schedule" (
	"chat_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"day_of_week" integer NOT NULL,
	"day_of_month" integer NOT NULL,
	"time" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_share" (
	"chat_uuid" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_chat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"chat_uuid" uuid NOT NULL,
	"chat_title" text,
	"text_content_user_query" text NOT NULL,
	"text_content_assistant_formatted_response" text NOT NULL,
	"plan" jsonb,
	"plan_query" text,
	"answer_source" text DEFAULT 'builtin' NOT NULL,
	"is_alert_set" boolean DEFAULT false NOT NULL,
	"is_first" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_prompt_schedule" ADD CONSTRAINT "chat_prompt_schedule_chat_id_user_chat_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."user_chat"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_prompt_schedule" ADD CONSTRAINT "chat_prompt_schedule_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_share" ADD CONSTRAINT "chat_share_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_chat" ADD CONSTRAINT "user_chat_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_prompt_schedule_due_idx" ON "chat_prompt_schedule" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "user_chat_user_uuid_created_idx" ON "user_chat" USING btree ("user_id","chat_uuid","created_at");--> statement-breakpoint
CREATE INDEX "user_chat_uuid_idx" ON "user_chat" USING btree ("chat_uuid");