-- Saved views of the lists (src/contract/schemas/savedViews.ts): each user's own, per screen path,
-- a name unique per user and screen whatever the case; gone with the user.
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_utilizador_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_name_unique" ON "saved_views" USING btree ("user_id","path",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_user_path_idx" ON "saved_views" USING btree ("user_id","path","created_at");