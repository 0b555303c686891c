import { fromLocalParts, PROGRAMME_TITLES } from '../../../contract';
import type { Db } from '../client';
import type { Faker } from '@faker-js/faker';
import { enrolments, sessionRegistrations, tutoriaManagers, tutorias, tutoringSessions, webinars, type NewUser } from '../schema';
import { ADMIN_SEED_REFERENCE } from './admin';

const PROGRAMMES = [
  { title: PROGRAMME_TITLES.mathPhysics, shortDescription: 'Apoio entre pares a Matemática e Física.', description: 'Estudantes dos anos mais avançados apoiam colegas nas unidades curriculares de Matemática e Física, em sessões presenciais ou online.' },
  { title: PROGRAMME_TITLES.peerMentoring, shortDescription: 'Um mentor para cada novo estudante.', description: 'Estudantes mentores acompanham os colegas do 1.º ano na integração na vida académica e no campus.' },
  { title: PROGRAMME_TITLES.abandonment, shortDescription: 'Acompanhamento de estudantes em risco.', description: 'Sinalização e acompanhamento de estudantes em risco de abandono escolar, em articulação com os serviços de ação social.' },
  { title: 'Orientação para o estudo', shortDescription: 'Métodos de estudo e gestão do tempo.', description: 'Sessões e webinars sobre métodos de estudo, gestão do tempo, preparação para exames e ansiedade.' },
  { title: 'Apoio à escrita académica', shortDescription: 'Relatórios, citações e referências.', description: 'Acompanhamento na escrita de relatórios de estágio e projetos: estrutura, citações e referências bibliográficas.' },
  { title: 'Integração de estudantes internacionais', shortDescription: 'Um colega para quem chega de fora.', description: 'Estudantes da casa acompanham os estudantes internacionais nas primeiras semanas: alojamento, serviços e vida no campus.' },
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
    for (const title of ['Orientação para o estudo', 'Apoio à escrita académica', 'Integração de estudantes internacionais']) {
      for (const s of pick(Math.round(size / 3))) rows.push({ tutoriaId: idOf.get(title)!, userId: s.idUtilizador, type: 'inscrito', academicYear });
    }
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
  await seedSessions(db, faker, rows);
  await db.insert(webinars).values(
    WEBINARS.map(({ days, hour, ...webinar }) => {
      const day = new Date(ADMIN_SEED_REFERENCE.getTime() + days * 86_400_000).toISOString().slice(0, 10);
      return { ...webinar, date: fromLocalParts(day, hour) };
    }),
  );
}

const ROOMS = ['Sala B2.04', 'Sala A1.10', 'Biblioteca, sala de grupo 2', 'Laboratório L1.12', 'https://videoconf.campus.exemplo.pt/tutoria'];

/**
 * Sessions of the approved maths and physics tutors over each academic year (October to May), each
 * with a few of that UC's tutees registered and some ratings; past ones mostly validated, some of
 * those by the cabinet too.
 */
async function seedSessions(db: Db, faker: Faker, rows: readonly NewEnrolment[]): Promise<void> {
  const tutors = rows.filter((r) => r.type === 'tutor' && r.aprovado === true);
  for (const tutor of tutors) {
    const tutees = rows.filter((r) => r.type === 'tutorado' && r.uc === tutor.uc && r.academicYear === tutor.academicYear);
    const start = Number(tutor.academicYear.slice(0, 4));
    for (let n = faker.number.int({ min: 0, max: 5 }); n > 0; n--) {
      const day = new Date(Date.UTC(start, 9, 1) + faker.number.int({ min: 0, max: 230 }) * 86_400_000);
      const past = day < ADMIN_SEED_REFERENCE;
      const validado = past && faker.datatype.boolean({ probability: 0.7 });
      const location = faker.helpers.arrayElement(ROOMS);
      const [session] = await db
        .insert(tutoringSessions)
        .values({
          tutoriaId: tutor.tutoriaId,
          tutorId: tutor.userId,
          uc: tutor.uc!,
          academicYear: tutor.academicYear,
          date: day.toISOString().slice(0, 10),
          time: faker.helpers.arrayElement(['10:00', '14:30', '16:00', '18:00']),
          location,
          mode: location.startsWith('http') ? 'Online' : 'Presencial',
          duration: faker.helpers.arrayElement([45, 60, 90, 120]),
          validado,
          validadoGC: validado && faker.datatype.boolean({ probability: 0.4 }),
        })
        .returning({ id: tutoringSessions.id });
      const registered = faker.helpers.arrayElements(tutees, { min: 0, max: Math.min(4, tutees.length) });
      if (registered.length) {
        await db.insert(sessionRegistrations).values(
          registered.map((r) => ({ sessionId: session.id, userId: r.userId, rating: past && faker.datatype.boolean({ probability: 0.6 }) ? faker.number.int({ min: 2, max: 5 }) : null })),
        );
      }
    }
  }
}
