import { desc, eq, sql } from 'drizzle-orm';
import { adminSettingsSchema, type AdminSettings } from '../../../contract/admin-settings';
import type { Database } from '../../db/connect';
import { adminSettings, settingsAudit, siteImages } from '../../db/schema';

/**
 * Creates the single settings row with every default when it does not exist yet. The
 * background is left empty until an admin saves one: visitor pages show the visitor look's
 * own defaults until then, the panel its defaults (decision 019).
 */
export async function ensureAdminSettings(db: Database): Promise<void> {
  const defaults = adminSettingsSchema.parse({});
  await db
    .insert(adminSettings)
    .values({ id: 1, ...defaults, backgroundSettings: {} as AdminSettings['backgroundSettings'] })
    .onConflictDoNothing({ target: adminSettings.id });
}

/**
 * The settings as stored (secrets sealed), when they last changed, and whether an admin has
 * saved a background (an empty stored section reads as the panel's defaults).
 */
export type StoredSettings = { settings: AdminSettings; updatedAt: Date; backgroundSaved: boolean };

function parseRow(row: typeof adminSettings.$inferSelect | undefined): StoredSettings {
  if (!row) {
    return {
      settings: adminSettingsSchema.parse({}),
      updatedAt: new Date(0),
      backgroundSaved: false,
    };
  }
  const { id: _id, createdAt: _c, updatedAt, ...sections } = row;
  const background: unknown = sections.backgroundSettings;
  const backgroundSaved =
    typeof background === 'object' && background !== null && Object.keys(background).length > 0;
  // stored sections are parsed so fields added later get their defaults
  return { settings: adminSettingsSchema.parse(sections), updatedAt, backgroundSaved };
}

/**
 * Reads the settings row as stored: secrets are sealed. Only the settings module reads it
 * (features/settings/settings.ts opens the secrets for the server's own use).
 */
export async function readStoredSettings(db: Database): Promise<StoredSettings> {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.id, 1));
  return parseRow(row);
}

export type AuditEntry = {
  actorUserId: number | null;
  actorName: string;
  section: string;
  fields: string[];
};

/**
 * Changes the settings in one transaction with the row locked, so two admins saving at once
 * never lose each other's fields: `change` gets the stored settings and returns the sections
 * to write and the audit entries, or null to write nothing.
 */
export async function changeStoredSettings(
  db: Database,
  change: (
    stored: AdminSettings,
  ) => Promise<{ sections: Partial<AdminSettings>; audit: AuditEntry[] } | null>,
): Promise<StoredSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(adminSettings)
      .where(eq(adminSettings.id, 1))
      .for('update');
    const stored = parseRow(row);
    const result = await change(stored.settings);
    if (!result || result.audit.length === 0) return stored;
    const [updated] = await tx
      .update(adminSettings)
      .set({ ...result.sections, updatedAt: new Date() })
      .where(eq(adminSettings.id, 1))
      .returning();
    await tx.insert(settingsAudit).values(result.audit);
    return parseRow(updated);
  });
}

/** Records a change made outside the settings row (the admin list). */
export async function insertAuditEntry(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(settingsAudit).values(entry);
}

/** The newest settings changes first. */
export async function listAuditEntries(db: Database, limit: number) {
  return db
    .select({
      id: settingsAudit.id,
      at: settingsAudit.createdAt,
      actor: settingsAudit.actorName,
      section: settingsAudit.section,
      fields: settingsAudit.fields,
    })
    .from(settingsAudit)
    .orderBy(desc(settingsAudit.createdAt), desc(settingsAudit.id))
    .limit(limit);
}

/** Keeps an uploaded image once (its address is its hash, so a second upload changes nothing). */
export async function saveSiteImage(
  db: Database,
  image: { sha256: string; contentType: string; bytes: Buffer },
): Promise<void> {
  await db.insert(siteImages).values(image).onConflictDoNothing({ target: siteImages.sha256 });
}

export async function readSiteImage(
  db: Database,
  sha256: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: siteImages.contentType, bytes: siteImages.bytes })
    .from(siteImages)
    .where(eq(siteImages.sha256, sha256));
  return row ?? null;
}

/** Whether a stored image exists (a background may only point at one). */
export async function siteImageExists(db: Database, sha256: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(siteImages)
    .where(eq(siteImages.sha256, sha256));
  return Boolean(row);
}
