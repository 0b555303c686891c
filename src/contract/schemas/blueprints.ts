/** Floor plans per school (spec: "Floor plans screen", sections 3, 5, 7 "Blueprints", 8). DIRECAO keeps its schools' floors. */
import { z } from 'zod';
import { requiredText } from './fields';
import { recordId } from './common';
import { SCHOOLS } from '../constants';
import { versioned } from './version';

/** The largest floor plan image. */
export const FLOOR_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Width × height beyond which an image is refused (a decompression bomb for the app that shows it). */
export const FLOOR_IMAGE_MAX_PIXELS = 40_000_000;
export const FLOOR_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const FLOOR_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  notImage: 'A planta tem de ser uma imagem PNG, JPEG ou WebP.',
  empty: 'O ficheiro enviado está vazio.',
  damaged: 'A imagem está incompleta ou danificada.',
  tooLarge: 'A imagem tem no máximo 20 MB.',
  tooManyPixels: 'A imagem tem demasiados píxeis (máximo 40 megapíxeis).',
  notFound: 'Piso não encontrado.',
  duplicate: 'Já existe um piso com este nome nesta escola.',
  school: 'Escola inválida.',
  foreignSchool: 'Não gere as plantas desta escola.',
} as const;

/** A floor as the API answers it: `file` is where its image is served (null without one); its version for the edit and removal. */
export const floor = versioned(z.object({
  id: z.string(),
  school: z.string(),
  name: z.string(),
  file: z.string().nullable(),
  visible: z.boolean(),
  updatedAt: z.string().nullable(),
}));
export type Floor = z.infer<typeof floor>;

/** GET /blueprints/backoffice: the caller's schools, each with its floors by name. */
export const floorsBySchool = z.object({ data: z.record(z.string(), z.array(floor)) });
export type FloorsBySchool = z.infer<typeof floorsBySchool>;

/** GET /blueprints (the app): visible floors with an image, by school. */
export const visibleFloors = floorsBySchool;

const name = requiredText(FLOOR_MESSAGES.nameRequired, 100);
const visible = z.union([z.boolean(), z.stringbool()], { error: 'Disponível na aplicação deve ser verdadeiro ou falso.' });

/** POST /blueprints: a new floor in one of the caller's schools. */
export const createFloorBody = z.object({
  school: z.string({ error: FLOOR_MESSAGES.school }).trim().min(1, FLOOR_MESSAGES.school),
  name,
  visible: visible.default(false),
});

/** PUT /blueprints/:id (multipart): the fields besides the optional image. */
export const updateFloorFields = z.object({ name, visible: visible.default(false) });

/** The form of the new-floor and edit popups. */
export const floorForm = z.object({ name, visible: z.boolean() });
export type FloorForm = z.infer<typeof floorForm>;

export const floorResponse = z.object({ data: floor });
export const floorParams = z.object({ id: recordId(FLOOR_MESSAGES.notFound) });

/** Where a floor's image is served (to signed-in users). */
export const floorFilePath = (id: string) => `/blueprints/${id}/file`;

/** The schools whose floors a DIRECAO user keeps: the valid school codes of its `role_extra`. */
export const floorSchools = (roleExtra: readonly string[] | null): string[] => (roleExtra ?? []).filter((s) => SCHOOLS.some((school) => school.sigla === s));

/** A card line per school and reason: 'ESTG: sem planta', 'ESTG: escondidos'. */
export const BLUEPRINTS_CARD_ITEMS = { noPlan: 'sem planta', hidden: 'escondidos' } as const;
