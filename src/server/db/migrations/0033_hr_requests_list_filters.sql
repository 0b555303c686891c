-- The HR requests list's declared filters and sort (src/contract/lists/hrRequests.ts): 'answered'
-- kept by the database with its index, and the type's index holding the id (ties) for either order.
DROP INDEX "hr_requests_type_idx";--> statement-breakpoint
ALTER TABLE "hr_requests" ADD COLUMN "answered" boolean GENERATED ALWAYS AS (anexo_file_id IS NOT NULL) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "hr_requests_answered_idx" ON "hr_requests" USING btree ("answered","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hr_requests_type_idx" ON "hr_requests" USING btree ("type_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);