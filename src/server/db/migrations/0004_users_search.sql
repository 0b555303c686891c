-- The users list searches id, name and e-mail with f_unaccent(lower(col)) LIKE '%term%'
-- (0001_extensions.sql); trigram indexes on those expressions serve that search.
CREATE INDEX IF NOT EXISTS "users_id_search_idx" ON "users" USING gin (f_unaccent(lower("id_utilizador")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_nome_search_idx" ON "users" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_search_idx" ON "users" USING gin (f_unaccent(lower("email")) gin_trgm_ops);
