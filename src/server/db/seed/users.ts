import type { Faker } from '@faker-js/faker';
import type { Role } from '../../../contract';
import { hashPassword } from '../../auth/passwords';
import type { NewUser } from '../schema';
import { asciiSlug } from './random';
import { COURSES } from './catalog';

export const DEMO_PASSWORD = 'demo';
export const STAFF_DOMAIN = 'campus.exemplo.pt';
export const STUDENT_DOMAIN = 'alunos.campus.exemplo.pt';

interface DemoAccount {
  username: string;
  role: Role;
  nome: string | null;
  unidade: string;
  roleExtra?: string[];
  photo: boolean;
  tipo?: string;
}

/** One account per role (two for TUTORIAS); some with a photo, some without, one without a name. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'admin', role: 'ADMIN', nome: 'Ana Margarida Costa Ferreira', unidade: 'SC', photo: true, tipo: 'SC' },
  { username: 'dev', role: 'DEV', nome: null, unidade: 'SC', photo: false, tipo: 'SC' },
  { username: 'ccurso', role: 'CCURSO', nome: 'Rui Pedro Almeida Santos', unidade: 'ESTG', roleExtra: ['9201', '9205'], photo: true },
  { username: 'direcao', role: 'DIRECAO', nome: 'Helena Sofia Martins Rocha', unidade: 'ESTG', roleExtra: ['ESTG', 'ESCE'], photo: false },
  { username: 'presidencia', role: 'PRESIDENCIA', nome: 'José Manuel Carvalho Pinto', unidade: 'SC', photo: true, tipo: 'SC' },
  { username: 'gci', role: 'GCI', nome: 'Catarina Isabel Lopes Ribeiro', unidade: 'SC', photo: false, tipo: 'SC' },
  { username: 'rh', role: 'RH', nome: 'Miguel Ângelo Sousa Gomes', unidade: 'SC', photo: true, tipo: 'SC' },
  { username: 'tutorias_admin', role: 'TUTORIAS_ADMIN', nome: 'Inês Carolina Teixeira Moreira', unidade: 'SC', photo: false, tipo: 'SC' },
  { username: 'tutorias', role: 'TUTORIAS', nome: 'Tiago Filipe Correia Neves', unidade: 'ESTG', photo: true },
  // Manages 'Orientação para o estudo' (seed/tutoring.ts): sees and writes webinars.
  { username: 'orientacao', role: 'TUTORIAS', nome: 'Marta Raquel Pires Antunes', unidade: 'ESE', photo: false },
  { username: 'default', role: 'DEFAULT', nome: 'Beatriz Alexandra Fonseca Dias', unidade: 'ESE', photo: false },
];

const AVATAR_COLOURS = ['#00695c', '#1565c0', '#6a1b9a', '#ad1457', '#ef6c00', '#2e7d32'];

/** A small SVG portrait with the person's initials, base64-encoded as the API stores photos. */
export function avatarPhoto(nome: string, index: number): string {
  const parts = nome.split(/\s+/);
  const initials = `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}`;
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${colour}"/><text x="48" y="60" font-family="sans-serif" font-size="38" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return Buffer.from(svg).toString('base64');
}

export async function demoAccounts(): Promise<NewUser[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return DEMO_ACCOUNTS.map((a, i) => ({
    idUtilizador: a.username,
    nome: a.nome,
    email: `${a.username}@${STAFF_DOMAIN}`,
    role: a.role === 'DEFAULT' ? null : a.role,
    roleExtra: a.roleExtra ?? null,
    fotografia: a.photo && a.nome ? avatarPhoto(a.nome, i) : null,
    unidadeOrganica: a.unidade,
    tipo: a.tipo ?? null,
    passwordHash,
  }));
}

/** Ordinary users of the mobile app (students): Portuguese names, a course of a real school. */
export function appUsers(faker: Faker, count: number): NewUser[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const first = faker.person.firstName();
    const middle = faker.person.lastName();
    const last = faker.person.lastName();
    const nome = `${first} ${middle} ${last}`;
    const course = faker.helpers.arrayElement(COURSES);
    const year = faker.number.int({ min: 2020, max: 2026 });
    const num = `${year}${String(10000 + i * 7 + faker.number.int({ min: 0, max: 6 })).padStart(5, '0')}`;
    let local = asciiSlug(`${first}.${last}`);
    while (taken.has(local)) local = `${local}${faker.number.int({ min: 1, max: 99 })}`;
    taken.add(local);
    return {
      idUtilizador: `a${num}`,
      numUtilizador: num,
      nome,
      email: `${local}@${STUDENT_DOMAIN}`,
      role: null,
      roleExtra: null,
      fotografia: faker.datatype.boolean({ probability: 0.3 }) ? avatarPhoto(nome, i) : null,
      unidadeOrganica: course.school,
      curso: course.id,
      tipo: 'ALUNO',
    };
  });
}
