import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { files } from '../schema';
import { simplePdf } from './pdf';
import { COURSES } from './catalog';
import { seededFaker } from './random';
import { STUDENT_DOMAIN } from './users';
import { ADMIN_SEED_REFERENCE } from './admin';
import { DEMO_ACADEMIC_YEARS } from './tutoring';
import { PROGRAMME_TITLES } from '../../../contract';

/**
 * Data at any size, for the benchmarks (bench/api.ts) and for trying the product at institutional
 * scale: `npm run db:seed -- --scale N` adds N suggestions, N/5 app users and N/10 HR requests.
 * The database generates the rows itself (INSERT … SELECT over generate_series, 100,000 at a time),
 * so a million rows take a minute, not an hour of round trips; every value is a function of the
 * row's number and a fixed list of Portuguese names, so the same N gives the same data.
 */
export interface ScaleCounts {
  suggestions: number;
  users: number;
  hrRequests: number;
  enrolments: number;
}

const BATCH = 100_000;
/** The academic year scale enrolments belong to (the demo's current one). */
const SCALE_YEAR = DEMO_ACADEMIC_YEARS.at(-1)!;
/** Scale users' ids: 'a9' and eight digits, the shape of the demo's student ids (a + year + number). */
const USER_PREFIX = 'a9';

const SUGGESTION_TEXTS = [
  'O horário não mostra as alterações de sala feitas pelos serviços académicos.',
  'Seria útil poder exportar o horário para o calendário do telemóvel.',
  'A ementa da cantina não é atualizada desde segunda-feira.',
  'Podiam indicar na ementa quais os pratos vegetarianos e os alergénios.',
  'Recebo a mesma notificação duas e três vezes.',
  'A aplicação pede para iniciar sessão todos os dias.',
  'Gostava de ver as notas das avaliações contínuas na aplicação.',
  'O mapa do campus não mostra os novos laboratórios do bloco C.',
  'Os horários dos autocarros para o campus estão desatualizados.',
  'A aplicação fecha sozinha quando abro a secção de eventos.',
];

const HR_TEXTS = [
  'Pretendo gozar 10 dias úteis de férias em agosto.',
  'Preciso de uma declaração de vínculo para apresentar no banco.',
  'Solicito horário flexível por ter um filho menor de 12 anos.',
  'Peço autorização para frequentar a formação de proteção de dados.',
  'Peço o reembolso das despesas de deslocação a Lisboa.',
];

/**
 * A deterministic number in [0, m) for row number i and a salt below 1000 (PostgreSQL's own hash of
 * i*1000+salt: different salts, and different rows, never hash the same input).
 */
const pick = (salt: number, m: number) => sql.raw(`(abs(hashint8(i::bigint * 1000 + ${salt})) % ${m})`);

export async function seedScale(db: Db, n: number): Promise<ScaleCounts> {
  const counts: ScaleCounts = { suggestions: n, users: Math.floor(n / 5), hrRequests: Math.floor(n / 10), enrolments: Math.floor(n / 50) };
  const faker = seededFaker(20261123);
  const firstNames = faker.helpers.uniqueArray(() => faker.person.firstName(), 150);
  const lastNames = faker.helpers.uniqueArray(() => faker.person.lastName(), 150);
  const text = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
  const reference = ADMIN_SEED_REFERENCE.toISOString();
  const courses = text(COURSES.map((c) => c.id));
  const schools = text(COURSES.map((c) => c.school));

  const { start } = await firstFree(db);
  for (let from = 0; from < counts.users; from += BATCH) {
    const to = Math.min(counts.users, from + BATCH) - 1;
    // first, middle and last name from the lists; e-mail first.last.number; a course and its school.
    await db.execute(sql`
      insert into users (id_utilizador, num_utilizador, nome, email, unidade_organica, curso, tipo)
      select ${USER_PREFIX} || lpad((${start} + i)::text, 8, '0'), '9' || lpad((${start} + i)::text, 8, '0'),
             f || ' ' || m || ' ' || l,
             f_unaccent(lower(f || '.' || l)) || '.' || (${start} + i) || ${`@${STUDENT_DOMAIN}`},
             (${schools})[c + 1], (${courses})[c + 1], 'ALUNO'
      from generate_series(${from}::int, ${to}::int) as i,
           lateral (select (${text(firstNames)})[${pick(1, firstNames.length)} + 1] as f,
                           (${text(lastNames)})[${pick(2, lastNames.length)} + 1] as m,
                           (${text(lastNames)})[${pick(3, lastNames.length)} + 1] as l,
                           ${pick(4, COURSES.length)} as c) as person`);
  }
  const usersNow = counts.users + start;
  for (let from = 0; from < counts.suggestions; from += BATCH) {
    const to = Math.min(counts.suggestions, from + BATCH) - 1;
    // From one of the scale users (when there are any), over the three years before the demo's
    // reference day, three in ten archived.
    await db.execute(sql`
      insert into suggestions (user_id, nome_user, email_user, mensagem, date, is_arquivado)
      select u.id_utilizador, coalesce(u.nome, 'Utilizador ' || i), u.email,
             (${text(SUGGESTION_TEXTS)})[${pick(5, SUGGESTION_TEXTS.length)} + 1],
             ${reference}::timestamptz - make_interval(secs => ${pick(6, 3 * 365 * 86400)}),
             ${pick(7, 10)} < 3
      from generate_series(${from}::int, ${to}::int) as i
      left join users u on ${usersNow} > 0 and u.id_utilizador = ${USER_PREFIX} || lpad(${pick(8, Math.max(usersNow, 1))}::text, 8, '0')`);
  }
  // One in three answered, all with the same generated PDF (one file row: the lists never read it).
  const answer = simplePdf(['Recursos Humanos', '', 'O seu pedido foi analisado e deferido.']);
  const [file] = counts.hrRequests
    ? await db.insert(files).values({ contentType: 'application/pdf', size: answer.length, sha256: createHash('sha256').update(answer).digest('hex'), bytes: answer }).returning({ id: files.id })
    : [];
  for (let from = 0; from < counts.hrRequests; from += BATCH) {
    const to = Math.min(counts.hrRequests, from + BATCH) - 1;
    await db.execute(sql`
      insert into hr_requests (type_id, corpo, date, anexo_file_id, anexo_nome)
      select t.id, (${text(HR_TEXTS)})[${pick(9, HR_TEXTS.length)} + 1],
             ${reference}::timestamptz - make_interval(secs => ${pick(10, 2 * 365 * 86400)}),
             case when ${pick(12, 3)} = 0 then ${file?.id ?? null}::uuid end,
             case when ${pick(12, 3)} = 0 then 'resposta-' || i || '.pdf' end
      from generate_series(${from}::int, ${to}::int) as i
      join lateral (select id from hr_request_types order by id offset ${pick(11, 1000)} % greatest((select count(*) from hr_request_types), 1) limit 1) t on true`);
  }
  // Each of the first N/50 new users enrols in one of the 'inscrito' programmes this year.
  for (let from = 0; from < Math.min(counts.enrolments, counts.users); from += BATCH) {
    const to = Math.min(counts.enrolments, counts.users, from + BATCH) - 1;
    await db.execute(sql`
      insert into enrolments (tutoria_id, user_id, type, academic_year)
      select p.id, ${USER_PREFIX} || lpad((${start} + i)::text, 8, '0'), 'inscrito', ${SCALE_YEAR}
      from generate_series(${from}::int, ${to}::int) as i
      join lateral (select id from tutorias where title <> all(${text([PROGRAMME_TITLES.mathPhysics, PROGRAMME_TITLES.peerMentoring])}) order by title
                    offset ${pick(13, 1000)} % greatest((select count(*) from tutorias) - 2, 1) limit 1) p on true
      on conflict do nothing`);
  }
  // Statistics for the planner, and the visibility map that lets a page be read from its index alone
  // (PGlite has no autovacuum to do it later).
  for (const table of ['users', 'suggestions', 'hr_requests', 'enrolments']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return counts;
}

/** Scale users already written (a second run adds more after them). */
async function firstFree(db: Db): Promise<{ start: number }> {
  const result = (await db.execute(sql`select count(*)::int as n from users where id_utilizador like ${`${USER_PREFIX}%`}`)) as unknown as { rows: { n: number }[] };
  return { start: Number(result.rows[0].n) };
}
