-- The users list's order puts the users with no name last (then by id) in the name order's column
-- itself: a user with no name has, for order, the last character there is (U+10FFFF, after every
-- name in byte order), instead of null. One range scan of the index now reads a page from any
-- user onwards, named or not, where a page that could reach the users with no name read two scans
-- merged (repositories/users.ts); and those users have a bucket (the counters' last under
-- 'users:name:'), so a first visit among them starts from it like any other.
-- The column is only ever ordered on and compared with itself: nothing shows it.
DROP INDEX IF EXISTS "users_name_order_idx";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "nome_ordem";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nome_ordem" text COLLATE "C" GENERATED ALWAYS AS (coalesce(f_unaccent(lower(nome)), chr(1114111))) STORED;
--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" ("nome_ordem", "id_utilizador");
--> statement-breakpoint
-- The buckets counted again from the rows, the users with no name now among them. ALTER TABLE
-- holds the table's strongest lock until commit: no writer moves a user meanwhile.
DELETE FROM row_counts WHERE key > 'users:name:' AND key < 'users:name;';
--> statement-breakpoint
INSERT INTO row_counts (key, n)
  SELECT k, count(*) FROM users r, LATERAL unnest(users_counts(r)) k WHERE k LIKE 'users:name:%' GROUP BY k;
