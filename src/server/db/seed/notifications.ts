import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { notifications, notificationTypes, type NotificationRow } from '../schema';
import { sendDueBatch } from '../../jobs/notification-sender';
import { seededFaker } from './random';

type NewType = typeof notificationTypes.$inferInsert;

/**
 * The notification types every installation needs (reference data, seeded by seedReference):
 * - geral: every user of the app; ADMIN, DEV, PRESIDENCIA, GCI.
 * - curso: the users of one course (extra = course id); CCURSO only for the courses in its
 *   role_extra, ADMIN and DEV for any course.
 * - escola: the users of one school (extra = acronym); DIRECAO only for the schools in its
 *   role_extra, ADMIN and DEV for any school.
 */
export const NOTIFICATION_TYPES: NewType[] = [
  { id: 'geral', name: 'Geral', audience: 'all', roles: ['ADMIN', 'DEV', 'PRESIDENCIA', 'GCI'], scopedRoles: [], sortOrder: 1 },
  { id: 'curso', name: 'Curso', audience: 'course', roles: ['ADMIN', 'DEV', 'CCURSO'], scopedRoles: ['CCURSO'], sortOrder: 2 },
  { id: 'escola', name: 'Escola', audience: 'school', roles: ['ADMIN', 'DEV', 'DIRECAO'], scopedRoles: ['DIRECAO'], sortOrder: 3 },
];

/** Idempotent: an installation that edited its types keeps its edits. */
export async function seedNotificationTypes(db: Db): Promise<void> {
  await db.insert(notificationTypes).values(NOTIFICATION_TYPES).onConflictDoNothing();
}

interface DemoNotification {
  author: string;
  tipo: string;
  extra: string | null;
  titulo: string;
  mensagem: string;
  url?: string;
}

/** Portuguese demo content, per author; which are sent and when is drawn by a seeded faker. */
const DEMO_NOTIFICATIONS: DemoNotification[] = [
  { author: 'admin', tipo: 'geral', extra: null, titulo: 'Manutenção da aplicação', mensagem: 'A aplicação estará indisponível no domingo entre as 02:00 e as 04:00 para manutenção programada.' },
  { author: 'admin', tipo: 'curso', extra: '9301', titulo: 'Horários do 2.º semestre', mensagem: 'Os horários do 2.º semestre de Gestão já estão publicados no portal académico.', url: 'https://www.campus.exemplo.pt/horarios' },
  { author: 'admin', tipo: 'escola', extra: 'ESA', titulo: 'Visita às estufas', mensagem: 'A visita às estufas experimentais realiza-se na próxima quinta-feira às 10:00. Inscrições na secretaria.' },
  { author: 'admin', tipo: 'geral', extra: null, titulo: 'Nova versão da aplicação', mensagem: 'Está disponível uma nova versão da aplicação com melhorias no horário e nas notificações. Atualize já!' },
  { author: 'gci', tipo: 'geral', extra: null, titulo: 'Dia aberto do Politécnico', mensagem: 'Venha conhecer as nossas escolas no Dia Aberto. Atividades, laboratórios abertos e muito mais.', url: 'https://www.campus.exemplo.pt/dia-aberto' },
  { author: 'gci', tipo: 'geral', extra: null, titulo: 'Inquérito de satisfação', mensagem: 'Ajude-nos a melhorar: responda ao inquérito de satisfação dos serviços até ao fim do mês.', url: 'https://www.campus.exemplo.pt/inquerito' },
  { author: 'gci', tipo: 'geral', extra: null, titulo: 'Semana académica', mensagem: 'A Semana Académica começa na segunda-feira. Consulte o programa completo no site da associação.' },
  { author: 'presidencia', tipo: 'geral', extra: null, titulo: 'Mensagem do Presidente', mensagem: 'Caros estudantes, desejo a todos um excelente início de ano letivo, com votos de sucesso académico.' },
  { author: 'presidencia', tipo: 'geral', extra: null, titulo: 'Cerimónia de abertura', mensagem: 'A cerimónia de abertura do ano letivo decorre no auditório principal, às 15:00. Contamos consigo!' },
  { author: 'ccurso', tipo: 'curso', extra: '9201', titulo: 'Reunião de curso', mensagem: 'Reunião geral de Engenharia Informática na sala B2.04, quarta-feira às 14:00. A presença é importante.' },
  { author: 'ccurso', tipo: 'curso', extra: '9201', titulo: 'Propostas de estágio', mensagem: 'Foram publicadas novas propostas de estágio curricular. Candidaturas até ao final da próxima semana.', url: 'https://www.campus.exemplo.pt/estagios' },
  { author: 'ccurso', tipo: 'curso', extra: '9205', titulo: 'Mostra de projetos multimédia', mensagem: 'A mostra de projetos de Computação Gráfica e Multimédia está aberta a todos no átrio da ESTG.' },
  { author: 'ccurso', tipo: 'curso', extra: '9205', titulo: 'Alteração de sala', mensagem: 'A aula de Animação 3D passa para o laboratório L1.12 a partir de segunda-feira.' },
  { author: 'direcao', tipo: 'escola', extra: 'ESTG', titulo: 'Encerramento da biblioteca', mensagem: 'A biblioteca da ESTG estará encerrada na sexta-feira à tarde para inventário.' },
  { author: 'direcao', tipo: 'escola', extra: 'ESCE', titulo: 'Conferência de empreendedorismo', mensagem: 'Participe na conferência de empreendedorismo da ESCE, com oradores convidados de empresas da região.', url: 'https://www.campus.exemplo.pt/conferencia' },
  { author: 'direcao', tipo: 'escola', extra: 'ESTG', titulo: 'Eleições para o conselho', mensagem: 'As eleições para o conselho pedagógico da ESTG realizam-se no dia 12. Vote nas mesas do átrio.' },
];

/**
 * Demo notifications by several demo accounts: about half already sent (dated in the past and
 * delivered by the sender itself, so inbox rows and recipient counts are real), the rest pending
 * and dated in the future relative to `now`. Content is fixed; dates come from a seeded faker.
 */
export async function seedDemoNotifications(db: Db, now: Date = new Date()): Promise<void> {
  const faker = seededFaker(20261123);
  const hour = 3600 * 1000;
  const rows = DEMO_NOTIFICATIONS.map((n, i) => {
    const sent = i % 2 === 0 || faker.datatype.boolean({ probability: 0.3 });
    const offset = sent ? -faker.number.int({ min: 2, max: 60 * 24 }) * hour : faker.number.int({ min: 2, max: 24 * 21 }) * hour;
    const date = new Date(Math.floor((now.getTime() + offset) / 60_000) * 60_000);
    return {
      titulo: n.titulo,
      mensagem: n.mensagem,
      url: n.url ?? null,
      date,
      tipo: n.tipo,
      extra: n.extra,
      createdBy: n.author,
      createdAt: new Date(date.getTime() - faker.number.int({ min: 1, max: 72 }) * hour),
    } satisfies Partial<NotificationRow>;
  });
  await db.insert(notifications).values(rows);
  // Deliver the past ones the way the server does, then date their sending at their schedule.
  while ((await sendDueBatch(db, { batchSize: 50 })).sent.length > 0);
  await db.execute(sql`UPDATE notifications SET sent_at = date + interval '2 seconds' WHERE sent`);
  await db.execute(sql`
    UPDATE notification_deliveries d SET delivered_at = n.sent_at
    FROM notifications n WHERE n.id = d.notification_id`);
}
