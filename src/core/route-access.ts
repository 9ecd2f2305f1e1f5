/**
 * Who may call a route. Every server route declares one of these levels; the server checks it
 * against the caller on the route that matched (never on the URL text), so an encoded or
 * re-cased path cannot reach a route without its check.
 */
export const ROUTE_ACCESS_LEVELS = ['public', 'user', 'staff', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS_LEVELS)[number];

const RANK: Record<RouteAccess, number> = { public: 0, user: 1, staff: 2, admin: 3 };

/**
 * The level a caller holds: admins everything, agents (the `agent` role) the staff routes of
 * contacts, buyer files and showings, other signed-in visitors their own things.
 */
export function callerAccess(user: { isAdmin: boolean; isAgent?: boolean } | null): RouteAccess {
  if (!user) return 'public';
  if (user.isAdmin) return 'admin';
  return user.isAgent ? 'staff' : 'user';
}

/** Whether a caller holding `held` may call a route that declares `needed`. */
export function grantsAccess(held: RouteAccess, needed: RouteAccess): boolean {
  return RANK[held] >= RANK[needed];
}

/**
 * Paths under /api/admin that agents use too: a client's buyer file and its links, the showing
 * planner. The rest of /api/admin (settings, integrations, the MLS cache, alerts, the CRM field
 * mapping, automation) stays the admins'.
 */
const STAFF_ADMIN_PATHS: readonly string[] = [
  '/api/admin/bfr/contact/:nameOrEmail',
  '/api/admin/bfr/contacts/:id',
  '/api/admin/bfr/update',
  '/api/admin/fub/generate-bfr-link',
  '/api/admin/bfr/links',
  '/api/admin/bfr/links/:obfuscatedId/revoke',
  '/api/admin/showing-routes',
  '/api/admin/showing-routes/listing',
  '/api/admin/showing-routes/:id',
];

/**
 * The least access a route under a path may declare: the server refuses to start when a route
 * declares less, so a new admin or staff route cannot be opened by mistake.
 */
const MINIMUM_ACCESS: {
  pattern: RegExp;
  access: RouteAccess;
  /** `METHOD /path` routes under the pattern that are deliberately open. */
  except?: readonly string[];
  /** Route paths (any method) the rule leaves to the others. */
  exceptPaths?: readonly string[];
}[] = [
  { pattern: /^\/api\/admin(\/|$)/, access: 'admin', exceptPaths: STAFF_ADMIN_PATHS },
  { pattern: /^\/api\/admin(\/|$)/, access: 'staff' },
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
    if (rule.exceptPaths?.includes(url)) continue;
    if (RANK[rule.access] > RANK[least]) least = rule.access;
  }
  return least;
}

export function isRouteAccess(value: unknown): value is RouteAccess {
  return typeof value === 'string' && (ROUTE_ACCESS_LEVELS as readonly string[]).includes(value);
}
