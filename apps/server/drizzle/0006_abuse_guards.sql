CREATE TABLE "chat_id_owner" (
	"chat_uuid" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_link_history" (
	"telegram_id" bigint PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unlinked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "telegram_login_used" (
	"hash" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_prompt_schedule" ADD COLUMN "results_chat_uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Chat ids in use now are bound to their users (the earliest row's user, should two ever have shared one).
INSERT INTO "chat_id_owner" ("chat_uuid", "user_id", "created_at")
SELECT DISTINCT ON ("chat_uuid") "chat_uuid", "user_id", "created_at" FROM "user_chat" ORDER BY "chat_uuid", "created_at", "id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Accounts linked now are their Telegram accounts' last links.
INSERT INTO "telegram_link_history" ("telegram_id", "user_id", "linked_at")
SELECT "telegram_id", "id", coalesce("telegram_linked_at", now()) FROM "users" WHERE "telegram_id" IS NOT NULL
ON CONFLICT DO NOTHING;
