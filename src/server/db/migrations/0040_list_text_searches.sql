-- Text filters partial and accent-insensitive (issue 45): the suggestions inbox's sender (part of the
-- e-mail, a trigram index instead of the exact e-mail's), and the HR requests list's search (the
-- request's text by its trigram index, the requester by the users search's column, then the
-- requests by the requester's new index). A notification's author is found by the users search's
-- column and the author's existing index (src/server/lists/declaredQuery.ts: searchIndex).
DROP INDEX "suggestions_email_user_idx";--> statement-breakpoint
CREATE INDEX "suggestions_email_user_search_idx" ON "suggestions" USING gin (lower(f_unaccent("email_user")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hr_requests_corpo_search_idx" ON "hr_requests" USING gin (lower(f_unaccent("corpo")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hr_requests_user_idx" ON "hr_requests" USING btree ("user_id");
