import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { searchIndex, sortIndex } from '../../lists/declaredQuery';

/** A registration as the mobile app records it (the spec's Mongo shape, kept as written). */
export interface JobFairRegistration {
  _id: string;
  nome: string;
  email: string;
  curso: string;
}

/**
 * Job fairs (a declared resource: src/contract/resources/jobFairs.ts). Names unique within an
 * academic year, ignoring case. `pdf` is the PDF's name, `pdfFile` its bytes (one transaction).
 */
export const jobFairs = pgTable(
  'job_fairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    anoLetivo: text('ano_letivo').notNull(),
    ativa: boolean('ativa').notNull().default(true),
    pdf: text('pdf'),
    pdfFile: uuid('pdf_file').references(() => files.id, { onDelete: 'set null' }),
    inscricoes: jsonb('inscricoes').$type<JobFairRegistration[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('job_fairs_name_year_unique').on(sql`lower(${t.nome})`, t.anoLetivo),
    index('job_fairs_year_idx').on(t.anoLetivo),
    index('job_fairs_ativa_idx').on(t.ativa),
    searchIndex('job_fairs_nome_search_idx', t.nome),
    sortIndex('job_fairs_year_order_idx', t.anoLetivo, t.id),
    sortIndex('job_fairs_nome_order_idx', t.nome, t.id),
  ],
);
