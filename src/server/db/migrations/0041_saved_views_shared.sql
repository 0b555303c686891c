ALTER TABLE "saved_views" ADD COLUMN "shared_with" text DEFAULT 'me' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_views" ADD COLUMN "list" jsonb;--> statement-breakpoint
CREATE INDEX "saved_views_shared_idx" ON "saved_views" USING btree ("path","created_at") WHERE "saved_views"."shared_with" <> 'me';--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_shared_with_check" CHECK ("saved_views"."shared_with" in ('me', 'role', 'all'));