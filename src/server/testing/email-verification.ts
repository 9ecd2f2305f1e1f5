import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { TestApp } from './test-app';

/**
 * Opens the verification link last mailed to an address, as its owner would: an address in
 * ADMIN_EMAILS acts as an admin only after this.
 */
export async function openVerificationLink(t: TestApp, email: string): Promise<void> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email.trim().toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const path = mail && /\/api\/verify-email\?token=[\w%-]+/.exec(mail.textBody)?.[0];
  if (!path) throw new Error(`no verification link was mailed to ${email}`);
  const res = await t.app.inject({ method: 'GET', url: path });
  if (res.statusCode !== 303) throw new Error(`verification link answered ${res.statusCode}`);
}
