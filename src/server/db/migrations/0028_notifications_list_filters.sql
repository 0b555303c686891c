-- The notifications lists' declared filters and sort (src/contract/lists/notifications.ts): the state
-- they filter on ('pending' or 'sent', kept by the database from sent), an index per filter (type,
-- state; the author's already existed) with the date newest first, and the date's sort index with
-- the id that breaks ties.
DROP INDEX "notifications_date_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "state" text GENERATED ALWAYS AS (CASE WHEN sent THEN 'sent' ELSE 'pending' END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_tipo_idx" ON "notifications" USING btree ("tipo","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_state_idx" ON "notifications" USING btree ("state","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_date_idx" ON "notifications" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);