/**
 * Who may call a route. Every server route declares one of these levels; the server checks it
 * against the caller on the route that matched (never on the URL text), so an encoded or
 * re-cased path cannot reach a route without its check.
 */
export const ROUTE_ACCESS_LEVELS = ['public', 'user', 'staff', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS_LEVELS)[number];

const RANK: Record<RouteAccess, number> = { public: 0, user: 1, staff: 2, admin: 3 };

/**
 * The level a caller holds. Staff (agents) have no role of their own yet, so the back office's
 * staff pages are for admins (DESIGN.md section 6.2); a staff role slots in between.
 */
export function callerAccess(user: { isAdmin: boolean } | null): RouteAccess {
  if (!user) return 'public';
  return user.isAdmin ? 'admin' : 'user';
}

/** Whether a caller holding `held` may call a route that declares `needed`. */
export function grantsAccess(held: RouteAccess, needed: RouteAccess): boolean {
  return RANK[held] >= RANK[needed];
}

/**
 * The least access a route under a path may declare: the server refuses to start when a route
 * declares less, so a new admin or staff route cannot be opened by mistake.
 */
const MINIMUM_ACCESS: {
  pattern: RegExp;
  access: RouteAccess;
  /** `METHOD /path` routes under the pattern that are deliberately open. */
  except?: readonly string[];
}[] = [
  { pattern: /^\/api\/admin(\/|$)/, access: 'admin' },
  // connection tests call outside services with the stored credentials
  { pattern: /^\/api\/test(\/|$)/, access: 'admin' },
  { pattern: /^\/api\/followup-boss(\/|$)/, access: 'staff' },
  // contacts are personal data; only the new-client form's submission is public
  { pattern: /^\/api\/contacts(\/|$)/, access: 'staff', except: ['POST /api/contacts'] },
];

/** The least access the route `method url` may declare. */
export function minimumAccess(method: string, url: string): RouteAccess {
  let least: RouteAccess = 'public';
  for (const rule of MINIMUM_ACCESS) {
    if (!rule.pattern.test(url) || rule.except?.includes(`${method} ${url}`)) continue;
    if (RANK[rule.access] > RANK[least]) least = rule.access;
  }
  return least;
}

export function isRouteAccess(value: unknown): value is RouteAccess {
  return typeof value === 'string' && (ROUTE_ACCESS_LEVELS as readonly string[]).includes(value);
}
