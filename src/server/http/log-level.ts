import type { Logger } from 'pino';

/**
 * The level of a running process's logs, changed without a restart (the Advanced tab's log
 * level). pino fixes a child logger's level when it is made, so the loggers made at start
 * (one per component) are made here and follow every change; the per-request loggers Fastify
 * makes from the root take its level of the moment.
 */
export function createLogLevelControl(root: Logger) {
  const children: Logger[] = [];
  return {
    /** A component's logger (`{component: 'mls-sync'}`) that follows level changes. */
    child(bindings: Record<string, unknown>): Logger {
      const child = root.child(bindings);
      children.push(child);
      return child;
    },
    set(level: string): void {
      if (root.level === level) return;
      root.level = level;
      for (const child of children) child.level = level;
    },
    get level(): string {
      return root.level;
    },
  };
}
