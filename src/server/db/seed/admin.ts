import { asc, eq } from 'drizzle-orm';
import type { Faker } from '@faker-js/faker';
import { TEACHING_SCHOOLS, type CalendarDocument, type SchoolSigla } from '../../../contract';
import { PRODUCT_DAY_KEY } from '../../repositories/calendar';
import type { Db } from '../client';
import { abandonmentFlags, appSettings, appVersions, calendars, suggestions, users, type NewSuggestion } from '../schema';
import { seededFaker } from './random';

/** Demo dates are relative to this day, so the data set is the same on every run. */
export const ADMIN_SEED_REFERENCE = new Date('2026-11-20T10:00:00Z');
const DAY = 24 * 3600_000;
const daysBefore = (days: number) => new Date(ADMIN_SEED_REFERENCE.getTime() - days * DAY);

export const DEMO_SUGGESTIONS = 320;

const GREETINGS = ['', '', '', 'Olá!', 'Bom dia.', 'Boa tarde,', 'Olá, equipa da aplicação.', 'Não sei se é só comigo, mas'];
const SIGN_OFFS = ['', '', '', 'Obrigado!', 'Obrigada.', 'Continuem o bom trabalho.', 'Uso Android 14.', 'Tenho um iPhone 13 com iOS 18.', 'Cumprimentos.'];
const MESSAGES = [
  // horários
  'o horário não mostra as alterações de sala feitas pelos serviços académicos; hoje fui à sala errada.',
  'seria útil poder exportar o horário para o Google Calendar ou para o calendário do telemóvel.',
  'o horário da semana aparece vazio às segundas-feiras até atualizar manualmente.',
  'gostava de ver o nome do docente em cada aula do horário.',
  'os turnos práticos aparecem todos no horário, mesmo aqueles em que não estou inscrito.',
  // ementa da cantina
  'a ementa da cantina não é atualizada desde segunda-feira.',
  'podiam indicar na ementa quais os pratos vegetarianos e os alergénios.',
  'a ementa do jantar não aparece ao fim de semana, apesar de a cantina estar aberta.',
  'seria ótimo ver o preço da senha e o horário da cantina junto com a ementa.',
  // notificações
  'recebo a mesma notificação duas e três vezes.',
  'deixei de receber notificações desde que atualizei a aplicação.',
  'gostava de poder escolher que tipos de notificações recebo (por exemplo, só as do meu curso).',
  'as notificações chegam com horas de atraso.',
  'ao tocar numa notificação a aplicação abre na página inicial em vez de abrir o aviso.',
  // login
  'não consigo iniciar sessão com as credenciais do portal académico; aparece "erro desconhecido".',
  'a aplicação pede para iniciar sessão todos os dias. Podia lembrar-se de mim.',
  'depois de mudar a palavra-passe no portal deixei de conseguir entrar na aplicação.',
  'seria útil poder entrar com impressão digital ou reconhecimento facial.',
  // mapa do campus
  'o mapa do campus não tem a nova residência de estudantes.',
  'no mapa, o edifício C aparece no sítio do edifício D.',
  'gostava que o mapa mostrasse o caminho até à sala a partir da minha localização.',
  'as plantas dos pisos da biblioteca não abrem no mapa.',
  // outros
  'a aplicação fecha sozinha quando abro as notas.',
  'as notas da época de recurso ainda não aparecem, mas já estão no portal.',
  'o modo escuro deixa alguns textos ilegíveis (cinzento sobre preto).',
  'podiam adicionar a versão em inglês para os estudantes Erasmus.',
  'o cartão de estudante virtual não mostra a fotografia.',
  'a aplicação está muito lenta a abrir com dados móveis.',
  'seria útil ter os horários dos autocarros entre os campus.',
  'o calendário de exames tem a data errada para a época especial.',
  'não consigo ver as propinas em atraso nem a referência Multibanco.',
  'gostava de poder reservar salas de estudo da biblioteca pela aplicação.',
  'podiam pôr na aplicação as instruções de configuração do Wi-Fi eduroam.',
  'os eventos da semana académica não aparecem na agenda.',
  'quando rodo o ecrã perco o que estava a escrever no formulário de sugestões.',
  'o tamanho do texto não respeita as definições de acessibilidade do telemóvel.',
  'a lista de contactos dos serviços tem números desatualizados.',
  'podiam mostrar a lotação do parque de estacionamento.',
  'a pesquisa de docentes não encontra nomes com acentos se eu escrever sem acentos.',
  'os avisos do meu curso aparecem misturados com os de outras escolas.',
  'excelente aplicação, uso-a todos os dias! Só falta um widget com a próxima aula.',
  'o botão de voltar no Android fecha a aplicação em vez de voltar ao ecrã anterior.',
  'os links dos webinares não abrem dentro da aplicação.',
  'as tutorias de matemática deviam aparecer no horário quando me inscrevo.',
  'a fotografia de perfil fica rodada depois de a carregar.',
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function suggestionMessage(faker: Faker): string {
  const greeting = faker.helpers.arrayElement(GREETINGS);
  const body = faker.helpers.arrayElement(MESSAGES);
  // After "mas" the sentence goes on in lower case; otherwise it starts a sentence.
  const start = greeting.endsWith('mas') ? `${greeting} ${body}` : [greeting, capitalise(body)].filter(Boolean).join(' ');
  return [start, faker.helpers.arrayElement(SIGN_OFFS)].filter(Boolean).join(' ');
}

/** Suggestions over the eight months before the reference date, about 30% archived. */
function demoSuggestions(faker: Faker, senders: { idUtilizador: string; nome: string | null; email: string | null }[]): NewSuggestion[] {
  return Array.from({ length: DEMO_SUGGESTIONS }, () => {
    const sender = faker.helpers.arrayElement(senders);
    return {
      id: faker.string.uuid(),
      userId: sender.idUtilizador,
      nomeUser: sender.nome ?? sender.idUtilizador,
      emailUser: sender.email,
      mensagem: suggestionMessage(faker),
      date: faker.date.between({ from: daysBefore(240), to: ADMIN_SEED_REFERENCE }),
      isArquivado: faker.datatype.boolean({ probability: 0.3 }),
    };
  });
}

/** The 2026/2027 academic calendar, as stored (the product's day under PRODUCT_DAY_KEY). */
export const DEMO_CALENDARS: Record<'pt' | 'en', CalendarDocument> = {
  pt: {
    Periodos: { PrimeiroSemestre: '14 set 2026 a 18 dez 2026', SegundoSemestre: '15 fev 2027 a 4 jun 2027' },
    ParagemLetiva: {
      Carnaval: '8 fev 2027 a 10 fev 2027',
      Pascoa: '22 mar 2027 a 29 mar 2027',
      SemanaAcademica: '3 mai 2027 a 7 mai 2027',
      Natal: '21 dez 2026 a 1 jan 2027',
    },
    DiasComemorativos: {
      ESA: '22 nov 2026',
      ESCE: '9 mar 2027',
      ESDL: '12 mai 2027',
      ESE: '3 dez 2026',
      ESS: '7 abr 2027',
      ESTG: '16 out 2026',
      [PRODUCT_DAY_KEY]: '26 jan 2027',
    },
    PeriododeExames: {
      EpocanormaleEpocadeRecurso: { PrimeiroSemestre: '4 jan 2027 a 5 fev 2027', SegundoSemestre: '14 jun 2027 a 16 jul 2027' },
      EpocaEspecial: '1 set 2027 a 10 set 2027',
    },
    Feriados: {
      PrimeiroSemestre: ['5 out 2026 (Implantação da República)', '1 nov 2026 (Todos os Santos)', '1 dez 2026 (Restauração da Independência)', '8 dez 2026 (Imaculada Conceição)', '25 dez 2026 (Natal)', '1 jan 2027 (Ano Novo)'],
      SegundoSemestre: ['9 fev 2027 (Carnaval)', '26 mar 2027 (Sexta-feira Santa)', '28 mar 2027 (Páscoa)', '25 abr 2027 (Dia da Liberdade)', '1 mai 2027 (Dia do Trabalhador)', '27 mai 2027 (Corpo de Deus)', '10 jun 2027 (Dia de Portugal)'],
    },
  },
  en: {
    Periodos: { PrimeiroSemestre: '14 Sep 2026 to 18 Dec 2026', SegundoSemestre: '15 Feb 2027 to 4 Jun 2027' },
    ParagemLetiva: {
      Carnaval: '8 Feb 2027 to 10 Feb 2027',
      Pascoa: '22 Mar 2027 to 29 Mar 2027',
      SemanaAcademica: '3 May 2027 to 7 May 2027',
      Natal: '21 Dec 2026 to 1 Jan 2027',
    },
    DiasComemorativos: {
      ESA: '22 Nov 2026',
      ESCE: '9 Mar 2027',
      ESDL: '12 May 2027',
      ESE: '3 Dec 2026',
      ESS: '7 Apr 2027',
      ESTG: '16 Oct 2026',
      [PRODUCT_DAY_KEY]: '26 Jan 2027',
    },
    PeriododeExames: {
      EpocanormaleEpocadeRecurso: { PrimeiroSemestre: '4 Jan 2027 to 5 Feb 2027', SegundoSemestre: '14 Jun 2027 to 16 Jul 2027' },
      EpocaEspecial: '1 Sep 2027 to 10 Sep 2027',
    },
    Feriados: {
      PrimeiroSemestre: ['5 Oct 2026 (Republic Day)', '1 Nov 2026 (All Saints’ Day)', '1 Dec 2026 (Restoration of Independence)', '8 Dec 2026 (Immaculate Conception)', '25 Dec 2026 (Christmas Day)', '1 Jan 2027 (New Year’s Day)'],
      SegundoSemestre: ['9 Feb 2027 (Carnival)', '26 Mar 2027 (Good Friday)', '28 Mar 2027 (Easter Sunday)', '25 Apr 2027 (Freedom Day)', '1 May 2027 (Labour Day)', '27 May 2027 (Corpus Christi)', '10 Jun 2027 (Portugal Day)'],
    },
  },
};

/** Released versions of the mobile app and their release dates. */
export const DEMO_VERSIONS: { version: string; releasedAt: string }[] = [
  { version: '2.3.0', releasedAt: '2024-09-10' },
  { version: '2.3.1', releasedAt: '2024-10-02' },
  { version: '2.4.0', releasedAt: '2024-12-05' },
  { version: '2.5.0', releasedAt: '2025-02-18' },
  { version: '2.5.1', releasedAt: '2025-03-04' },
  { version: '2.6.0', releasedAt: '2025-06-20' },
  { version: '3.0.0', releasedAt: '2025-09-08' },
  { version: '3.0.1', releasedAt: '2025-10-01' },
  { version: '3.1.0', releasedAt: '2026-02-16' },
  { version: '3.1.1', releasedAt: '2026-05-11' },
  { version: '3.1.2', releasedAt: '2026-09-14' },
];
export const DEMO_MIN_VERSION = '3.0.0';

const ABANDONMENT_REASONS = [
  'Faltas consecutivas a todas as UCs desde outubro.',
  'Atestado médico prolongado (cirurgia); pediu acompanhamento para recuperar as avaliações.',
  'Sem inscrição em exames da época normal; não responde a e-mails.',
  'Baixa médica por doença crónica; precisa de um plano de estudos adaptado.',
  'Reportado pelo diretor de curso: deixou de comparecer às aulas práticas.',
  'Dificuldades financeiras; candidatura a bolsa em análise nos SAS.',
  'Sinais de ansiedade reportados pelo tutor; encaminhado para o gabinete de apoio psicológico.',
  'Internamento hospitalar em novembro; regressou sem a frequência mínima.',
  'Trabalhador-estudante com horário incompatível; pondera anular a matrícula.',
  'Reprovou a todas as UCs do 1.º semestre.',
  'Lesão desportiva grave; ausente das aulas laboratoriais.',
  'Não acede à plataforma de e-learning há mais de cinco semanas.',
  'Gravidez de risco; pediu estatuto especial e adiamento de avaliações.',
  'Mudou de residência para fora do distrito; dificuldades de transporte.',
  'Pedido de anulação de matrícula em curso; entrevista marcada com o mediador.',
  'Depressão diagnosticada; acompanhamento médico e psicológico em curso.',
  'Faltas frequentes para cuidar de um familiar doente.',
  'Sem avaliação contínua em metade das UCs; contactado pelo tutor sem sucesso.',
];
const SERVICE_REASONS: Record<'SC' | 'SAS', string[]> = {
  SC: ['Propinas em atraso há três meses; sem resposta aos contactos.', 'Pedido de anulação de matrícula entregue nos serviços académicos.', 'Pediu estatuto de estudante com necessidades educativas especiais.'],
  SAS: ['Bolseiro sem contacto com os SAS desde novembro.', 'Deixou a residência de estudantes a meio do semestre.', 'Pediu apoio alimentar de emergência; situação a acompanhar.', 'Consulta de psicologia nos SAS: risco de abandono identificado.'],
};
const FLAGS_PER_SCHOOL = 6;

type Student = { idUtilizador: string; unidadeOrganica: string | null };

/** Several flagged students in every unit: schools flag their own students, SC and SAS any student. */
function demoAbandonmentFlags(faker: Faker, students: Student[]) {
  const flag = (unit: SchoolSigla, pool: Student[], count: number, reasons: string[]) =>
    faker.helpers.arrayElements(pool, Math.min(count, pool.length)).map((s) => ({
      unidadeOrganica: unit,
      userId: s.idUtilizador,
      descricao: faker.helpers.arrayElement(reasons),
      flaggedAt: faker.date.between({ from: daysBefore(90), to: ADMIN_SEED_REFERENCE }),
    }));
  return [
    ...TEACHING_SCHOOLS.flatMap((school) =>
      flag(school, students.filter((s) => s.unidadeOrganica === school), FLAGS_PER_SCHOOL, ABANDONMENT_REASONS),
    ),
    ...flag('SC', students, 3, SERVICE_REASONS.SC),
    ...flag('SAS', students, 4, SERVICE_REASONS.SAS),
  ];
}

/** Demo data of the administration screens: suggestions, calendars, app versions, abandonment flags. */
export async function seedAdminDemo(db: Db): Promise<void> {
  const faker = seededFaker(20261120);
  const students = await db
    .select({ idUtilizador: users.idUtilizador, nome: users.nome, email: users.email, unidadeOrganica: users.unidadeOrganica })
    .from(users)
    .where(eq(users.tipo, 'ALUNO'))
    .orderBy(asc(users.idUtilizador));
  const rows = demoSuggestions(faker, students);
  for (let i = 0; i < rows.length; i += 500) await db.insert(suggestions).values(rows.slice(i, i + 500));
  await db.insert(calendars).values([
    { lang: 'pt', document: DEMO_CALENDARS.pt, updatedAt: daysBefore(70) },
    { lang: 'en', document: DEMO_CALENDARS.en, updatedAt: daysBefore(70) },
  ]);
  await db.insert(appVersions).values(DEMO_VERSIONS.map((v) => ({ version: v.version, releasedAt: new Date(`${v.releasedAt}T09:00:00Z`) })));
  await db.insert(appSettings).values({ id: true, minVersion: DEMO_MIN_VERSION, updatedAt: daysBefore(60) });
  const flags = demoAbandonmentFlags(faker, students);
  if (flags.length > 0) await db.insert(abandonmentFlags).values(flags);
}
