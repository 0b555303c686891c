import { createHash } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import type { Db } from '../client';
import { files, jobFairs, type NewUser } from '../schema';
import { COURSES } from './catalog';
import { simplePdf } from './pdf';

const FAIRS = [
  { nome: 'Feira de Emprego e Empreendedorismo 2026', descricao: 'Empresas da região apresentam estágios e ofertas de emprego para finalistas e diplomados.', anoLetivo: '2025/2026', ativa: true, pdf: true },
  { nome: 'Dia da Engenharia e Tecnologia', descricao: 'Encontro com empresas de engenharia, informática e energia.\nSessões de recrutamento ao longo do dia.', anoLetivo: '2025/2026', ativa: true, pdf: false },
  { nome: 'Feira de Emprego 2025', descricao: '', anoLetivo: '2024/2025', ativa: false, pdf: true },
];

/** Three fairs (two active), dozens of students registered in each, a generated programme PDF in two. */
export async function seedJobFairsDemo(db: Db, faker: Faker, students: readonly NewUser[]): Promise<void> {
  for (const fair of FAIRS) {
    const registered = faker.helpers.arrayElements(students, { min: 12, max: 40 });
    const inscricoes = registered.map((s) => ({ _id: s.idUtilizador, nome: s.nome ?? '', email: s.email ?? '', curso: COURSES.find((c) => c.id === s.curso)?.nome ?? '' }));
    let pdfFile: string | null = null;
    if (fair.pdf) {
      const bytes = simplePdf([fair.nome, '', `Ano letivo ${fair.anoLetivo}`, 'Programa e empresas participantes.', '', 'Gabinete de Empregabilidade']);
      const [file] = await db
        .insert(files)
        .values({ contentType: 'application/pdf', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), bytes })
        .returning({ id: files.id });
      pdfFile = file.id;
    }
    await db.insert(jobFairs).values({ nome: fair.nome, descricao: fair.descricao, anoLetivo: fair.anoLetivo, ativa: fair.ativa, inscricoes, pdf: fair.pdf ? 'programa.pdf' : null, pdfFile });
  }
}
