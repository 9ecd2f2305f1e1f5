/**
 * The one admin rule (DESIGN.md section 6.2): a user is an admin when their `isAdmin` flag is
 * set or their e-mail is in the configured admin list, compared case-insensitively.
 */
export function isAdminUser(
  user: { isAdmin: boolean; email: string },
  adminEmails: readonly string[],
): boolean {
  if (user.isAdmin) return true;
  const email = user.email.trim().toLowerCase();
  return adminEmails.some((admin) => admin.trim().toLowerCase() === email);
}
