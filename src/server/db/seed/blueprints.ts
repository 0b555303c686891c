import { createHash } from 'node:crypto';
import type { Db } from '../client';
import { files, floors } from '../schema';
import { ADMIN_SEED_REFERENCE } from './admin';
import { floorPlanPng } from './floorPlan';

/** Floors of the schools the demo DIRECAO account keeps (ESTG, ESCE) and of two more; most with a plan. */
const FLOORS: Record<string, { name: string; visible: boolean; plan: boolean }[]> = {
  ESTG: [
    { name: 'Piso 0', visible: true, plan: true },
    { name: 'Piso 1', visible: true, plan: true },
    { name: 'Piso 2', visible: false, plan: true },
    { name: 'Laboratórios (Edifício B)', visible: false, plan: false },
  ],
  ESCE: [
    { name: 'Piso 0', visible: true, plan: true },
    { name: 'Piso 1', visible: true, plan: true },
  ],
  ESE: [{ name: 'Piso 0', visible: true, plan: true }],
  ESA: [{ name: 'Piso 0', visible: true, plan: true }],
};

export async function seedBlueprintsDemo(db: Db): Promise<void> {
  let seed = 0;
  for (const [school, list] of Object.entries(FLOORS)) {
    for (const { name, visible, plan } of list) {
      seed++;
      const bytes = plan ? floorPlanPng(seed) : undefined;
      const file = bytes
        ? (await db.insert(files).values({ contentType: 'image/png', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), bytes }).returning({ id: files.id }))[0]
        : undefined;
      await db.insert(floors).values({ school, name, visible, fileId: file?.id, fileUpdatedAt: file ? new Date(ADMIN_SEED_REFERENCE.getTime() - seed * 3 * 86_400_000) : null });
    }
  }
}
