import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea): a Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files, kept in the database so a file and the row pointing to it are written in one
 * transaction (a failed request leaves nothing behind). Checked by content before they get here.
 * A replaced HR answer stays, for its request's history ('Repor esta versão').
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // An earlier HR answer found by the SHA-256 its history names.
  (t) => [index('files_sha256_idx').on(t.sha256)],
);
export type FileRow = typeof files.$inferSelect;
