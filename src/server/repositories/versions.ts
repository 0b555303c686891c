import { eq } from 'drizzle-orm';
import type { VersionInfo } from '../../contract';
import type { Db } from '../db/client';
import { appSettings, appVersions } from '../db/schema';

/** Newest first, comparing the numeric parts ('3.10.0' after '3.9.1'). */
function newestFirst(a: string, b: string): number {
  return b.localeCompare(a, 'en', { numeric: true });
}

export async function readVersionInfo(db: Db): Promise<VersionInfo> {
  const versions = await db.select({ version: appVersions.version }).from(appVersions);
  const [settings] = await db.select({ minVersion: appSettings.minVersion }).from(appSettings).limit(1);
  return { available: versions.map((v) => v.version).sort(newestFirst), minimum: settings?.minVersion ?? null };
}

/** Sets the minimum app version; false (nothing changed) when it is not a released version. */
export async function setMinimumVersion(db: Db, version: string): Promise<boolean> {
  const [known] = await db.select({ version: appVersions.version }).from(appVersions).where(eq(appVersions.version, version));
  if (!known) return false;
  const updatedAt = new Date();
  await db
    .insert(appSettings)
    .values({ id: true, minVersion: version, updatedAt })
    .onConflictDoUpdate({ target: appSettings.id, set: { minVersion: version, updatedAt } });
  return true;
}
