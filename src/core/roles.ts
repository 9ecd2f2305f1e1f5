/**
 * The one admin rule (DESIGN.md, differences from the spec, point 2): a user is an admin when
 * their `isAdmin` flag is set, or when their e-mail is in the configured admin list (compared
 * case-insensitively) and they proved they own it: anyone can register with any address.
 */
export function isAdminUser(
  user: { isAdmin: boolean; email: string; emailVerified: boolean },
  adminEmails: readonly string[],
): boolean {
  if (user.isAdmin) return true;
  return user.emailVerified && isListedAdminEmail(user.email, adminEmails);
}

/** Whether an address is in the configured admin list (case-insensitive). */
export function isListedAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  const wanted = email.trim().toLowerCase();
  return adminEmails.some((admin) => admin.trim().toLowerCase() === wanted);
}
