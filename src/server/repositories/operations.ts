import { eq, type SQL } from 'drizzle-orm';
import type { VersionInfo } from '../../contract';
import { versionOf } from '../concurrency';
import type { Db } from '../db/client';
import { appSettings, appVersions } from '../db/schema';

/** Newest first, comparing the numeric parts ('3.10.0' after '3.9.1'). */
function newestFirst(a: string, b: string): number {
  return b.localeCompare(a, 'en', { numeric: true });
}

/** The released versions and the minimum, with the version of the setting (none before it is first set). */
export async function readVersionInfo(db: Db): Promise<VersionInfo & { version?: string }> {
  const versions = await db.select({ version: appVersions.version }).from(appVersions);
  const [settings] = await db.select({ minVersion: appSettings.minVersion, version: versionOf(appSettings) }).from(appSettings).limit(1);
  return { available: versions.map((v) => v.version).sort(newestFirst), minimum: settings?.minVersion ?? null, version: settings?.version };
}

/**
 * Sets the minimum app version at the version of the setting its writer read (`atVersion`, checked
 * by the upsert on the row as a concurrent write left it): 'stale' when it changed since; 'unknown'
 * (nothing changed) when it is not a released version.
 */
export async function setMinimumVersion(db: Db, version: string, atVersion?: SQL): Promise<'set' | 'stale' | 'unknown'> {
  const [known] = await db.select({ version: appVersions.version }).from(appVersions).where(eq(appVersions.version, version));
  if (!known) return 'unknown';
  const updatedAt = new Date();
  const written = await db
    .insert(appSettings)
    .values({ id: true, minVersion: version, updatedAt })
    .onConflictDoUpdate({ target: appSettings.id, set: { minVersion: version, updatedAt }, where: atVersion })
    .returning({ id: appSettings.id });
  return written.length > 0 ? 'set' : 'stale';
}
