-- The declared resources' lists (src/contract/resources: `list.query`): a trigram index per search
-- filter and an index per sort, in the null order declaredOrder reads both ways
-- (src/server/lists/declaredQuery.ts: searchIndex, sortIndex), and job fairs' 'Ativa' filter.
CREATE INDEX "hr_request_types_name_search_idx" ON "hr_request_types" USING gin (lower(f_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webinars_topic_search_idx" ON "webinars" USING gin (lower(f_unaccent("topic")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_fairs_nome_search_idx" ON "job_fairs" USING gin (lower(f_unaccent("nome")) gin_trgm_ops);--> statement-breakpoint
DROP INDEX "webinars_date_idx";--> statement-breakpoint
CREATE INDEX "hr_request_types_name_order_idx" ON "hr_request_types" USING btree (lower(f_unaccent("name")) collate "C" desc nulls last,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_fairs_ativa_idx" ON "job_fairs" USING btree ("ativa");--> statement-breakpoint
CREATE INDEX "job_fairs_year_order_idx" ON "job_fairs" USING btree (lower(f_unaccent("ano_letivo")) collate "C" desc nulls last,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_fairs_nome_order_idx" ON "job_fairs" USING btree (lower(f_unaccent("nome")) collate "C" desc nulls last,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webinars_date_idx" ON "webinars" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);