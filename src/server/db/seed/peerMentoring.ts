/**
 * Peer mentoring's demo data, from the mentee enrolments already seeded: over each year's first
 * semester (up to the demo's "today"), the interactions of every mentee with its mentor (several
 * for most pairs, none for some, a single day for others, now and then two on the same day), the
 * mentees' ratings of their mentors (some mentors unrated) and the mentors' dated observations
 * (some with none). Its own faker, so the other areas' data does not depend on it.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { PROGRAMME_TITLES } from '../../../contract';
import type { Db } from '../client';
import { enrolments, peerInteractions, peerMentorObservations, peerMentorRatings, tutorias } from '../schema';
import { ADMIN_SEED_REFERENCE } from './admin';
import { seededFaker } from './random';

const SEED = 5301;
const DAY = 86_400_000;

/** Kinds of interaction and their usual minutes. */
const KINDS = [
  { tipo: 'Reunião presencial', min: 30, max: 120 },
  { tipo: 'Videochamada', min: 20, max: 90 },
  { tipo: 'Mensagens', min: 10, max: 30 },
  { tipo: 'Telefonema', min: 10, max: 40 },
  { tipo: 'Estudo em conjunto', min: 60, max: 120 },
];

const OBSERVATIONS = [
  'Primeira reunião feita: apresentei o campus, a biblioteca e os serviços de ação social.',
  'O mentorado tem dificuldades a Matemática; sugeri as sessões de tutoria entre pares.',
  'Combinámos encontros quinzenais às quartas-feiras, depois das aulas.',
  'Ajudei a organizar um plano de estudo para a época de avaliação.',
  'Está mais integrado na turma e já participa nos trabalhos de grupo.',
  'Falámos da candidatura à bolsa de estudo e dos prazos dos serviços de ação social.',
  'Pouca resposta às mensagens nas últimas semanas; vou tentar por telefone.',
  'Expliquei como funcionam a plataforma de e-learning e o e-mail institucional.',
  'Encaminhei para o gabinete de apoio ao estudante uma situação de ansiedade antes dos testes.',
  'Visitámos juntos os laboratórios e a sede da associação de estudantes.',
  'Pediu ajuda com a inscrição nas unidades curriculares em atraso.',
  'Balanço positivo do semestre: aprovação a quase todas as unidades curriculares.',
];

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The first semester of an academic year, from mid-September to the end of January, never past the demo's "today". */
function semester(academicYear: string): { from: number; days: number } {
  const from = Date.UTC(Number(academicYear.slice(0, 4)), 8, 15);
  const to = Math.min(Date.UTC(Number(academicYear.slice(0, 4)) + 1, 0, 31), ADMIN_SEED_REFERENCE.getTime());
  return { from, days: Math.max(0, Math.floor((to - from) / DAY)) };
}

export async function seedPeerMentoringDemo(db: Db): Promise<void> {
  const faker = seededFaker(SEED);
  const [programme] = await db.select({ id: tutorias.id }).from(tutorias).where(eq(tutorias.title, PROGRAMME_TITLES.peerMentoring));
  if (!programme) return;
  const tutoriaId = programme.id;
  const ofProgramme = eq(enrolments.tutoriaId, tutoriaId);
  const pairs = await db
    .select({ menteeId: enrolments.userId, mentorId: enrolments.mentorId, academicYear: enrolments.academicYear })
    .from(enrolments)
    .where(and(ofProgramme, eq(enrolments.type, 'mentorado'), isNotNull(enrolments.mentorId)))
    .orderBy(asc(enrolments.academicYear), asc(enrolments.userId));
  const mentors = await db
    .select({ mentorId: enrolments.userId, academicYear: enrolments.academicYear })
    .from(enrolments)
    .where(and(ofProgramme, eq(enrolments.type, 'mentor')))
    .orderBy(asc(enrolments.academicYear), asc(enrolments.userId));
  const unrated = new Set(mentors.filter((_, i) => i % 4 === 0).map((m) => `${m.mentorId}|${m.academicYear}`));

  const interactions: (typeof peerInteractions.$inferInsert)[] = [];
  const ratings: (typeof peerMentorRatings.$inferInsert)[] = [];
  for (const [i, pair] of pairs.entries()) {
    const mentorId = pair.mentorId!;
    const { from, days } = semester(pair.academicYear);
    // Some pairs never met, some only once; the others several times, now and then twice on a day.
    const meetings = i % 8 === 0 || days === 0 ? 0 : i % 8 === 1 ? 1 : faker.number.int({ min: 3, max: 9 });
    const dayOffsets = faker.helpers.uniqueArray(() => faker.number.int({ min: 0, max: days }), Math.min(meetings, days + 1));
    for (const offset of dayOffsets) {
      const times = faker.datatype.boolean({ probability: meetings === 1 ? 0.5 : 0.15 }) ? 2 : 1;
      for (let n = 0; n < times; n++) {
        const kind = faker.helpers.arrayElement(KINDS);
        interactions.push({
          tutoriaId,
          academicYear: pair.academicYear,
          menteeId: pair.menteeId,
          mentorId,
          date: isoDay(from + offset * DAY),
          tipo: kind.tipo,
          duracao: faker.number.int({ min: kind.min / 5, max: kind.max / 5 }) * 5,
          introduzidoPor: faker.helpers.weightedArrayElement([
            { weight: 3, value: 'mentorado' },
            { weight: 2, value: 'mentor' },
          ]),
        });
      }
    }
    if (!unrated.has(`${mentorId}|${pair.academicYear}`) && faker.datatype.boolean({ probability: 0.75 })) {
      const rating = faker.helpers.weightedArrayElement([
        { weight: 1, value: 1 },
        { weight: 2, value: 2 },
        { weight: 4, value: 3 },
        { weight: 8, value: 4 },
        { weight: 7, value: 5 },
      ]);
      ratings.push({ tutoriaId, academicYear: pair.academicYear, mentorId, userId: pair.menteeId, rating });
    }
  }

  const observations: (typeof peerMentorObservations.$inferInsert)[] = [];
  for (const [i, mentor] of mentors.entries()) {
    const { from, days } = semester(mentor.academicYear);
    const count = i % 5 === 0 ? 0 : faker.number.int({ min: 1, max: 4 });
    for (const texto of faker.helpers.arrayElements(OBSERVATIONS, count)) {
      observations.push({ tutoriaId, academicYear: mentor.academicYear, mentorId: mentor.mentorId, date: isoDay(from + faker.number.int({ min: 0, max: days }) * DAY), texto });
    }
  }

  for (let i = 0; i < interactions.length; i += 500) await db.insert(peerInteractions).values(interactions.slice(i, i + 500));
  if (ratings.length) await db.insert(peerMentorRatings).values(ratings);
  if (observations.length) await db.insert(peerMentorObservations).values(observations);
}
