import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { passwordResetTokens, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Finds a user by username or, when the text contains '@', by e-mail; both case-insensitive. */
export async function findUserByLogin(db: Database, login: string): Promise<UserRow | null> {
  const value = login.trim().toLowerCase();
  const condition = value.includes('@')
    ? eq(users.email, value)
    : eq(sql`lower(${users.username})`, value);
  const [row] = await db.select().from(users).where(condition).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  return Boolean(row);
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** The account whose pending verification link has this token hash, while it is valid. */
export async function findUserByVerificationToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.emailVerificationTokenHash, tokenHash),
        gt(users.emailVerificationExpiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function updateUser(
  db: Database,
  id: number,
  values: Partial<Omit<NewUser, 'id'>>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

// ---- sessions: the cookie carries a random id; the table stores only its SHA-256 ----

export type SessionData = { userId: number; rememberMe: boolean; createdAt: string };

export async function insertSession(
  db: Database,
  sidHash: string,
  data: SessionData,
  expire: Date,
): Promise<void> {
  await db.insert(sessions).values({ sid: sidHash, sess: data, expire });
}

/** The live session with this id hash and its user, or null when unknown or expired. */
export async function findLiveSession(
  db: Database,
  sidHash: string,
  now: Date,
): Promise<{ data: SessionData; expire: Date; user: UserRow } | null> {
  const [row] = await db
    .select({ sess: sessions.sess, expire: sessions.expire, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`((${sessions.sess}->>'userId')::int)`))
    .where(and(eq(sessions.sid, sidHash), gt(sessions.expire, now)))
    .limit(1);
  if (!row) return null;
  return { data: row.sess as SessionData, expire: row.expire, user: row.user };
}

export async function extendSession(db: Database, sidHash: string, expire: Date): Promise<void> {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sidHash));
}

export async function deleteSession(db: Database, sidHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sidHash));
}

export async function deleteSessionsOfUser(db: Database, userId: number): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(sql`(${sessions.sess}->>'userId') = ${String(userId)}`)
    .returning({ sid: sessions.sid });
  return removed.length;
}

// ---- password reset tokens ----

export async function insertResetToken(
  db: Database,
  values: { userId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    userId: values.userId,
    email: values.email,
    token: values.tokenHash,
    expiresAt: values.expiresAt,
  });
}

export async function findResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.token, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks the token used; false when another request used it first (single use under races). */
export async function consumeResetToken(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ used: true })
    .where(and(eq(passwordResetTokens.id, id), eq(passwordResetTokens.used, false)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/** Marks every unused reset token of a user used: after a reset, older links open nothing. */
export async function invalidateResetTokensOfUser(db: Database, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ used: true })
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.used, false)));
}

/** Clean-up of reset tokens that expired more than a day ago. */
export async function deleteStaleResetTokens(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const rows = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, cutoff))
    .returning({ id: passwordResetTokens.id });
  return rows.length;
}

/** Deletes sessions whose cookie has expired; returns how many went. */
export async function purgeExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expire, now))
    .returning({ sid: sessions.sid });
  return removed.length;
}

// ---- admins (Admin Settings tab) ----

/** Accounts that are admins by their flag, or whose verified address is in ADMIN_EMAILS. */
export async function listAdminAccounts(
  db: Database,
  adminEmails: readonly string[],
): Promise<UserRow[]> {
  const listed = adminEmails.map((email) => email.toLowerCase());
  return db
    .select()
    .from(users)
    .where(
      listed.length > 0
        ? sql`${users.isAdmin} or (${users.emailVerifiedAt} is not null and ${users.email} in ${listed})`
        : eq(users.isAdmin, true),
    )
    .orderBy(users.username);
}

/**
 * Sets or clears an account's admin flag in a transaction that first locks every flagged
 * admin, so two admins removing each other at once cannot leave none: `allowed` sees the
 * locked admins and may refuse (by throwing) before anything is written.
 */
export async function setAdminFlag(
  db: Database,
  userId: number,
  isAdmin: boolean,
  allowed: (lockedAdmins: UserRow[]) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await tx.select().from(users).where(eq(users.isAdmin, true)).for('update');
    allowed(locked);
    await tx.update(users).set({ isAdmin }).where(eq(users.id, userId));
  });
}
