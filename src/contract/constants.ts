/** Business constants of spec section 9. */

/** The institution's clock: dates and times are read and written on it (./time.ts). */
export const INSTITUTION_TIME_ZONE = 'Europe/Lisbon';

export const TOKEN_STORAGE_KEY = 'api_token';
export const TOKEN_HEADER = 'access-token';

export const PAGE_SIZE = {
  suggestions: 25,
  users: 25,
  abandonment: 25,
  hrRequests: 10,
} as const;

export const SKELETON_COUNT = 10;

export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_BREAKPOINT = 768;
export const TOAST_AUTO_CLOSE_MS = 5000;

export const NOTIFICATION_LIMITS = {
  title: 40,
  message: 400,
  link: 400,
  editGraceMs: 60 * 60 * 1000,
} as const;

/** School (organic unit) ids, as the abandonment screen and the API use them. */
export const SCHOOLS = [
  { id: 1, sigla: 'ESA' },
  { id: 2, sigla: 'ESE' },
  { id: 3, sigla: 'ESTG' },
  { id: 4, sigla: 'ESCE' },
  { id: 5, sigla: 'ESS' },
  { id: 6, sigla: 'ESDL' },
  { id: 7, sigla: 'SC' },
  { id: 8, sigla: 'SAS' },
] as const;

export type SchoolSigla = (typeof SCHOOLS)[number]['sigla'];

/** Schools that teach courses and have a commemorative day in the calendar. */
export const TEACHING_SCHOOLS = ['ESA', 'ESCE', 'ESDL', 'ESE', 'ESS', 'ESTG'] as const;

export const UC_OPTIONS = ['matematica', 'fisica'] as const;

/** Programme titles, matched by exact text. */
export const PROGRAMME_TITLES = {
  mathPhysics: 'Tutoria matemática e fisica',
  peerMentoring: 'Mentorias inter-pares',
  abandonment: 'Abandono escolar',
} as const;

/** Tutoring types whose managers see extra menu entries (matched case-insensitively). */
export const MANAGED_TUTORING_TYPES = {
  webinars: 'orientação para o estudo',
  peerMentoring: 'mentorias inter-pares',
} as const;

export const ATTACHMENT_MIME = 'application/pdf';
