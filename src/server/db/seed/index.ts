import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { courses, schools, users } from '../schema';
import { COURSES, SCHOOL_ROWS } from './catalog';
import { seededFaker } from './random';
import { appUsers, demoAccounts } from './users';
import { seedAdminDemo } from './admin';
import { seedDemoNotifications, seedNotificationTypes } from './notifications';
import { seedHrDemo } from './hr';
import { seedBlueprintsDemo } from './blueprints';
import { seedJobFairsDemo } from './jobFairs';
import { seedTutoringDemo } from './tutoring';
import { seedPeerMentoringDemo } from './peerMentoring';
import { seedProfessionalMentoringDemo } from './professionalMentoring';

export interface SeedOptions {
  /** Number of ordinary app users (default several hundred). */
  appUsers?: number;
}

/** Reference data every installation needs: schools and their courses. Idempotent. */
export async function seedReference(db: Db): Promise<void> {
  await db.insert(schools).values(SCHOOL_ROWS).onConflictDoNothing();
  await db.insert(courses).values(COURSES).onConflictDoNothing();
  await seedNotificationTypes(db);
}

export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) > 0;
}

/** The deterministic demo data set: the demo accounts, the app users and each area's data, in one transaction. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const faker = seededFaker();
  const staff = await demoAccounts();
  const students = appUsers(faker, options.appUsers ?? 600);
  await db.transaction(async (tx) => {
    await seedReference(tx);
    await tx.insert(users).values(staff);
    for (let i = 0; i < students.length; i += 500) await tx.insert(users).values(students.slice(i, i + 500));
    await seedAdminDemo(tx);
    await seedDemoNotifications(tx);
    await seedHrDemo(tx, faker, staff.map((s) => s.idUtilizador));
    await seedTutoringDemo(tx, faker, students);
    await seedBlueprintsDemo(tx);
    await seedJobFairsDemo(tx, faker, students);
    await seedPeerMentoringDemo(tx);
    await seedProfessionalMentoringDemo(tx);
  });
}
