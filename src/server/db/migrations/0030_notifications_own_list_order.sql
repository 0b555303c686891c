-- The own notifications list (GET /notifications: the author's rows) in its sort's order from the
-- author's index alone: the id that breaks ties joins it (src/contract/lists/notifications.ts).
DROP INDEX "notifications_created_by_idx";--> statement-breakpoint
CREATE INDEX "notifications_created_by_idx" ON "notifications" USING btree ("created_by","date" DESC NULLS LAST,"id" DESC NULLS LAST);