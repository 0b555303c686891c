-- The users list's sort by e-mail (src/contract/lists/users.ts) on a column of its own, folded like
-- every text sort (lower, no accents) and in collation C (byte order, the same on every database; like
-- nome_ordem, migration 0017; drizzle-kit does not write a column's collation, so it is added here).
-- On migration 0034's index of the expression, PostgreSQL read each row skipped from the table (an
-- expression's column is not in the index): 3 s to reach page 2,000 of 200,000 users. On the
-- column, the page's ids come from the index alone, as for the name order.
DROP INDEX "users_email_order_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_ordem" text COLLATE "C" GENERATED ALWAYS AS (lower(f_unaccent(email))) STORED;--> statement-breakpoint
CREATE INDEX "users_email_order_idx" ON "users" USING btree ("email_ordem","id_utilizador");