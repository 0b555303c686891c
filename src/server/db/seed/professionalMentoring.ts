import { asc, eq } from 'drizzle-orm';
import type { Faker } from '@faker-js/faker';
import type { MenteeStatus, MentorStatus } from '../../../contract';
import type { Db } from '../client';
import { professionalMentees, professionalMentors, professionalRatings, users, type MentorAvailability, type NewUser } from '../schema';
import { asciiSlug, seededFaker } from './random';

/** The area's own seed: its data does not depend on what the other areas drew before it. */
const PROFESSIONAL_MENTORING_SEED = 4201;
export const DEMO_MENTORS = 40;

const COMPANIES = [
  { name: 'Lusitânia Software, Lda.', domain: 'lusitaniasoftware.pt' },
  { name: 'Atlântico Engenharia e Construção, S.A.', domain: 'atlantico-engenharia.pt' },
  { name: 'Vale do Lis Consultores', domain: 'valedolis.pt' },
  { name: 'Farmácias Ribeiro & Filhos', domain: 'farmaciasribeiro.pt' },
  { name: 'Banco Regional do Centro', domain: 'brcentro.pt' },
  { name: 'Moldes Marinha, Lda.', domain: 'moldesmarinha.pt' },
  { name: 'Hospital Particular de Santo André', domain: 'hpsantoandre.pt' },
  { name: 'Agroverde Cooperativa Agrícola', domain: 'agroverde.pt' },
  { name: 'Contas Certas Contabilidade', domain: 'contascertas.pt' },
  { name: 'Oceano Azul Turismo e Hotelaria', domain: 'oceanoazul-hotels.pt' },
  { name: 'Digital Minds Agência de Marketing', domain: 'digitalminds.pt' },
  { name: 'Clínica de Fisioterapia Movimento', domain: 'clinicamovimento.pt' },
  { name: 'Escola Básica e Secundária de Pombal', domain: 'esbpombal.edu.pt' },
  { name: 'Câmara Municipal de Leiria', domain: 'cm-leiria.pt' },
  { name: 'Vidros Grande Pinhal, S.A.', domain: 'vidrosgp.pt' },
  { name: 'Clube Desportivo da Nazaré', domain: 'cdnazare.pt' },
  { name: 'Redes e Energia do Oeste', domain: 'reoeste.pt' },
  { name: 'Atelier Traço Design', domain: 'tracodesign.pt' },
];

/** A job as a man's and as a woman's title, and the qualification behind it (empty or none for a few). */
const POSITIONS: { male: string; female: string; qualification: string | null }[] = [
  { male: 'Engenheiro de software sénior', female: 'Engenheira de software sénior', qualification: 'Mestrado em Engenharia Informática' },
  { male: 'Diretor financeiro', female: 'Diretora financeira', qualification: 'Licenciatura em Contabilidade e Fiscalidade' },
  { male: 'Gestor de projeto', female: 'Gestora de projeto', qualification: 'Mestrado em Gestão de Projetos' },
  { male: 'Enfermeiro especialista', female: 'Enfermeira especialista', qualification: 'Mestrado em Enfermagem Médico-Cirúrgica' },
  { male: 'Fisioterapeuta coordenador', female: 'Fisioterapeuta coordenadora', qualification: 'Licenciatura em Fisioterapia' },
  { male: 'Responsável de marketing digital', female: 'Responsável de marketing digital', qualification: 'Pós-graduação em Marketing Digital' },
  { male: 'Engenheiro civil', female: 'Engenheira civil', qualification: 'Mestrado em Engenharia Civil' },
  { male: 'Diretor de produção', female: 'Diretora de produção', qualification: 'Licenciatura em Engenharia Mecânica' },
  { male: 'Diretor de hotel', female: 'Diretora de hotel', qualification: 'Licenciatura em Turismo' },
  { male: 'Designer de produto', female: 'Designer de produto', qualification: 'Mestrado em Design do Produto' },
  { male: 'Treinador principal', female: 'Treinadora principal', qualification: 'Licenciatura em Treino Desportivo' },
  { male: 'Investigador em biotecnologia', female: 'Investigadora em biotecnologia', qualification: 'Doutoramento em Biotecnologia' },
  { male: 'Técnico superior de educação', female: 'Técnica superior de educação', qualification: 'Mestrado em Educação Social' },
  { male: 'Analista de dados', female: 'Analista de dados', qualification: '' },
  { male: 'Empresário', female: 'Empresária', qualification: null },
];

const TOPICS = [
  'Acompanho estudantes na passagem do curso para o primeiro emprego: currículo, entrevistas e primeiros meses.',
  'Gosto de partilhar o que aprendi em equipas multidisciplinares e de ajudar a escolher uma área de especialização.',
  'Disponível para conversar sobre estágios, empreendedorismo e a realidade do mercado de trabalho na região.',
  'Interesso-me por liderança, gestão do tempo e comunicação com clientes, temas que a faculdade raramente cobre.',
  'Posso ajudar a preparar o portefólio e a apresentação de projetos a recrutadores.',
];

const DAYS = ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];
const SLOTS = [
  ['09:00', '10:00'],
  ['12:30', '13:30'],
  ['17:00', '18:00'],
  ['18:30', '19:30'],
  ['20:00', '21:00'],
];

const MENTOR_STATUS_CYCLE: readonly MentorStatus[] = ['ACEITE', 'ACEITE', 'PENDENTE', 'ACEITE', 'RECUSADO', 'ACEITE', 'PENDENTE'];

function availability(faker: Faker): MentorAvailability[] {
  const days = faker.helpers.arrayElements(DAYS, { min: 0, max: 3 });
  return DAYS.filter((d) => days.includes(d)).map((dia) => {
    const [inicio, fim] = faker.helpers.arrayElement(SLOTS);
    return { dia, inicio, fim };
  });
}

/** 'https://…' for most, an address without the scheme for some, none for a few. */
function linkedin(faker: Faker, slug: string): string | null {
  const kind = faker.number.int({ min: 1, max: 10 });
  if (kind <= 7) return `https://www.linkedin.com/in/${slug}`;
  if (kind <= 8) return `www.linkedin.com/in/${slug}`;
  return kind === 9 ? '' : null;
}

interface DemoMentor {
  user: NewUser;
  mentor: typeof professionalMentors.$inferInsert;
}

function demoMentors(faker: Faker): DemoMentor[] {
  const taken = new Set<string>();
  return Array.from({ length: DEMO_MENTORS }, (_, i) => {
    const sex = faker.person.sexType();
    const first = faker.person.firstName(sex);
    const last = faker.person.lastName();
    const nome = `${first} ${faker.person.lastName()} ${last}`;
    const company = faker.helpers.arrayElement(COMPANIES);
    const position = faker.helpers.arrayElement(POSITIONS);
    let slug = asciiSlug(`${first}.${last}`);
    while (taken.has(slug)) slug = `${slug}${faker.number.int({ min: 2, max: 9 })}`;
    taken.add(slug);
    // 'mp' + a number: no student ('a' + number) nor staff account (a username) is named so.
    const userId = `mp${String(i + 1).padStart(3, '0')}`;
    const years = faker.number.int({ min: 3, max: 25 });
    return {
      user: { idUtilizador: userId, nome, email: `${slug}@${company.domain}`, role: null, roleExtra: null, fotografia: null, unidadeOrganica: null, curso: null, tipo: null },
      mentor: {
        userId,
        companyName: company.name,
        professionalQualification: position.qualification,
        biography: `${sex === 'female' ? position.female : position.male} (${company.name}), com ${years} anos de experiência. ${faker.helpers.arrayElement(TOPICS)}`,
        linkedin: linkedin(faker, slug.replaceAll('.', '-')),
        disponibilidade: availability(faker),
        status: MENTOR_STATUS_CYCLE[i % MENTOR_STATUS_CYCLE.length],
      },
    };
  });
}

/** What a mentor's applicants are, by the mentor's status: an accepted one has every kind, the others only waiting or refused ones. */
function menteeStatus(faker: Faker, mentor: MentorStatus): MenteeStatus {
  if (mentor === 'ACEITE') return faker.helpers.weightedArrayElement([{ weight: 6, value: 'APROVADO' }, { weight: 3, value: 'PENDENTE' }, { weight: 2, value: 'REJEITADO' }] as const);
  return mentor === 'PENDENTE' ? 'PENDENTE' : 'REJEITADO';
}

/**
 * About 40 professional mentors (accounts without a back-office password, role DEFAULT), every
 * status; the students already seeded applying to them (every 6th mentor has none); approved
 * mentees' ratings for cycles 1 to 3 (some none yet).
 */
export async function seedProfessionalMentoringDemo(db: Db): Promise<void> {
  const faker = seededFaker(PROFESSIONAL_MENTORING_SEED);
  const mentors = demoMentors(faker);
  await db.insert(users).values(mentors.map((m) => m.user));
  await db.insert(professionalMentors).values(mentors.map((m) => m.mentor));

  const students = await db.select({ id: users.idUtilizador }).from(users).where(eq(users.tipo, 'ALUNO')).orderBy(asc(users.idUtilizador));
  if (students.length === 0) return;
  const queue = faker.helpers.shuffle(students.map((s) => s.id));
  let next = 0;
  const applications: (typeof professionalMentees.$inferInsert)[] = [];
  for (const [i, { mentor }] of mentors.entries()) {
    if (i % 6 === 5) continue;
    const wanted = Math.min(mentor.status === 'ACEITE' ? faker.number.int({ min: 2, max: 7 }) : faker.number.int({ min: 1, max: 3 }), queue.length);
    const chosen = new Set<string>();
    // Students in turn, so most apply to one mentor only; a short list starts over.
    while (chosen.size < wanted) chosen.add(queue[next++ % queue.length]);
    for (const userId of chosen) applications.push({ userId, mentorId: mentor.userId, status: menteeStatus(faker, mentor.status as MentorStatus) });
  }
  await db.insert(professionalMentees).values(applications);

  const ratings = applications
    .filter((a) => a.status === 'APROVADO')
    .flatMap((a) => {
      const cycles = faker.number.int({ min: 0, max: 3 });
      return Array.from({ length: cycles }, (_, c) => ({ menteeId: a.userId, mentorId: a.mentorId, ciclo: c + 1, avaliacao: faker.helpers.weightedArrayElement([{ weight: 1, value: 2 }, { weight: 3, value: 3 }, { weight: 5, value: 4 }, { weight: 5, value: 5 }]) }));
    });
  if (ratings.length) await db.insert(professionalRatings).values(ratings);
}
