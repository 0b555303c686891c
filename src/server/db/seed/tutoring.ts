import { fromLocalParts, PROGRAMME_TITLES } from '../../../contract';
import type { Db } from '../client';
import type { Faker } from '@faker-js/faker';
import { enrolments, tutoriaManagers, tutorias, webinars, type NewUser } from '../schema';
import { ADMIN_SEED_REFERENCE } from './admin';

const PROGRAMMES = [
  { title: PROGRAMME_TITLES.mathPhysics, shortDescription: 'Apoio entre pares a Matemática e Física.', description: 'Estudantes dos anos mais avançados apoiam colegas nas unidades curriculares de Matemática e Física, em sessões presenciais ou online.' },
  { title: PROGRAMME_TITLES.peerMentoring, shortDescription: 'Um mentor para cada novo estudante.', description: 'Estudantes mentores acompanham os colegas do 1.º ano na integração na vida académica e no campus.' },
  { title: PROGRAMME_TITLES.abandonment, shortDescription: 'Acompanhamento de estudantes em risco.', description: 'Sinalização e acompanhamento de estudantes em risco de abandono escolar, em articulação com os serviços de ação social.' },
  { title: 'Orientação para o estudo', shortDescription: 'Métodos de estudo e gestão do tempo.', description: 'Sessões e webinars sobre métodos de estudo, gestão do tempo, preparação para exames e ansiedade.' },
];

/** Who manages what: 'tutorias' the maths tutoring at ESTG, 'orientacao' the study guidance. */
const MANAGERS = [
  { title: PROGRAMME_TITLES.mathPhysics, userId: 'tutorias', scope: 'matematica' },
  { title: PROGRAMME_TITLES.peerMentoring, userId: 'tutorias', scope: 'ESTG' },
  { title: 'Orientação para o estudo', userId: 'orientacao', scope: 'ESE' },
];

const WEBINARS = [
  { topic: 'Como organizar o estudo para a época de exames', days: -20, hour: '18:00', description: 'Planear as semanas antes dos exames, priorizar matérias e fazer revisões que resultam.', link: 'https://videoconf.campus.exemplo.pt/estudo-exames' },
  { topic: 'Gestão do tempo para estudantes trabalhadores', days: -6, hour: '19:30', description: 'Estratégias para conciliar trabalho, aulas e vida pessoal sem perder o ritmo.', link: 'https://videoconf.campus.exemplo.pt/gestao-tempo' },
  { topic: 'Ansiedade em avaliação: o que fazer', days: 4, hour: '17:00', description: 'Com a equipa de psicologia dos serviços de ação social: reconhecer e gerir a ansiedade nos testes.', link: 'https://videoconf.campus.exemplo.pt/ansiedade' },
  { topic: 'Tirar apontamentos que servem para estudar', days: 11, hour: '18:30', description: 'Métodos Cornell, mapas mentais e resumos: quando usar cada um.', link: 'videoconf.campus.exemplo.pt/apontamentos' },
  { topic: 'Preparar a apresentação oral de um trabalho', days: 25, hour: '16:00', description: 'Estruturar a apresentação, preparar diapositivos claros e responder a perguntas.', link: 'https://videoconf.campus.exemplo.pt/apresentacoes' },
  { topic: 'Escrever o relatório de estágio', days: 39, hour: '18:00', description: 'Estrutura, citações e referências bibliográficas, e os erros mais comuns.', link: 'https://videoconf.campus.exemplo.pt/relatorio-estagio' },
];

/** The academic years of the demo's enrolments, oldest first. */
export const DEMO_ACADEMIC_YEARS = ['2024/2025', '2025/2026', '2026/2027'] as const;

type NewEnrolment = typeof enrolments.$inferInsert;

/**
 * Enrolments per year: maths and physics tutors (approved, rejected or waiting) and tutees per UC;
 * peer mentors and mentees, most mentees with a mentor of their own unit; students followed for
 * abandonment; participants of study guidance. Deterministic for a given faker seed.
 */
function demoEnrolments(faker: Faker, idOf: Map<string, string>, students: readonly NewUser[]): NewEnrolment[] {
  const rows: NewEnrolment[] = [];
  for (const [y, academicYear] of DEMO_ACADEMIC_YEARS.entries()) {
    const size = 40 + y * 15;
    const pick = (n: number) => faker.helpers.arrayElements(students, n);
    for (const uc of ['matematica', 'fisica']) {
      for (const [i, s] of pick(Math.round(size / 4)).entries()) {
        const aprovado = i % 3 === 0 ? null : i % 3 === 1;
        rows.push({ tutoriaId: idOf.get(PROGRAMME_TITLES.mathPhysics)!, userId: s.idUtilizador, type: 'tutor', academicYear, uc, aprovado });
      }
      for (const s of pick(size)) rows.push({ tutoriaId: idOf.get(PROGRAMME_TITLES.mathPhysics)!, userId: s.idUtilizador, type: 'tutorado', academicYear, uc });
    }
    const mentors = pick(Math.round(size / 3));
    for (const s of mentors) rows.push({ tutoriaId: idOf.get(PROGRAMME_TITLES.peerMentoring)!, userId: s.idUtilizador, type: 'mentor', academicYear });
    for (const [i, s] of pick(size).entries()) {
      if (mentors.some((m) => m.idUtilizador === s.idUtilizador)) continue;
      const sameUnit = mentors.filter((m) => m.unidadeOrganica === s.unidadeOrganica);
      const mentorId = i % 4 !== 0 && sameUnit.length ? faker.helpers.arrayElement(sameUnit).idUtilizador : null;
      rows.push({ tutoriaId: idOf.get(PROGRAMME_TITLES.peerMentoring)!, userId: s.idUtilizador, type: 'mentorado', academicYear, mentorId });
    }
    for (const s of pick(Math.round(size / 2))) rows.push({ tutoriaId: idOf.get(PROGRAMME_TITLES.abandonment)!, userId: s.idUtilizador, type: 'inscrito', academicYear });
    for (const s of pick(Math.round(size / 2))) rows.push({ tutoriaId: idOf.get('Orientação para o estudo')!, userId: s.idUtilizador, type: 'inscrito', academicYear });
  }
  // One enrolment per person, programme, year and UC.
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.tutoriaId}|${r.userId}|${r.academicYear}|${r.uc ?? ''}`;
    return !seen.has(key) && seen.add(key);
  });
}

/** The programmes, their managers and enrolments, and the webinars of 'Orientação para o estudo'. */
export async function seedTutoringDemo(db: Db, faker: Faker, students: readonly NewUser[]): Promise<void> {
  const programmes = await db.insert(tutorias).values(PROGRAMMES).returning();
  const idOf = new Map(programmes.map((p) => [p.title, p.id]));
  await db.insert(tutoriaManagers).values(MANAGERS.map(({ title, userId, scope }) => ({ tutoriaId: idOf.get(title) as string, userId, scope })));
  const rows = demoEnrolments(faker, idOf, students);
  for (let i = 0; i < rows.length; i += 500) await db.insert(enrolments).values(rows.slice(i, i + 500));
  await db.insert(webinars).values(
    WEBINARS.map(({ days, hour, ...webinar }) => {
      const day = new Date(ADMIN_SEED_REFERENCE.getTime() + days * 86_400_000).toISOString().slice(0, 10);
      return { ...webinar, date: fromLocalParts(day, hour) };
    }),
  );
}
