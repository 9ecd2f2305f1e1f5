import { sql } from 'drizzle-orm';
import { adminSettingsSchema, type AdminSettings } from '../../../contract/admin-settings';
import type { Database } from '../../db/connect';
import { adminSettings } from '../../db/schema';

/** Creates the single settings row with every default when it does not exist yet. */
export async function ensureAdminSettings(db: Database): Promise<void> {
  const defaults = adminSettingsSchema.parse({});
  await db
    .insert(adminSettings)
    .values({ id: 1, ...defaults })
    .onConflictDoNothing({ target: adminSettings.id });
}

/** Reads the settings; stored sections are parsed so fields added later get their defaults. */
export async function readAdminSettings(db: Database): Promise<AdminSettings> {
  const [row] = await db
    .select()
    .from(adminSettings)
    .where(sql`${adminSettings.id} = 1`);
  if (!row) return adminSettingsSchema.parse({});
  const { id: _id, createdAt: _c, updatedAt: _u, ...sections } = row;
  return adminSettingsSchema.parse(sections);
}
