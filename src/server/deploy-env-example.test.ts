import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, parseConfig } from './config';
import { projectRoot } from './paths';

/** deploy/ridgeline.env.example as systemd's EnvironmentFile= reads it (quotes taken off). */
function readEnvFile(text: string): { set: Record<string, string>; named: Set<string> } {
  const set: Record<string, string> = {};
  const named = new Set<string>();
  for (const line of text.split('\n')) {
    const match = /^(#?)([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    named.add(match[2]!);
    if (match[1] === '') set[match[2]!] = match[3]!.replace(/^"(.*)"$/, '$1');
  }
  return { set, named };
}

describe('deploy/ridgeline.env.example', () => {
  const { set, named } = readEnvFile(
    readFileSync(path.join(projectRoot, 'deploy/ridgeline.env.example'), 'utf8'),
  );

  it('names every variable the config reads', () => {
    expect(CONFIG_VARIABLES.filter((name) => !named.has(name))).toEqual([]);
  });

  it('is a valid configuration once the secret is filled in', () => {
    const config = parseConfig({ ...set, APP_SECRET: 'x'.repeat(48) });
    expect(config).toMatchObject({
      isProduction: true,
      host: '127.0.0.1',
      trustProxy: 1,
      redisUrl: 'redis://127.0.0.1:6379/0',
      site: { phone: '(928) 555-0142', officeAddress: '512 S Beeline Hwy, Payson, AZ 85541' },
    });
    // left to the unit, one per instance
    expect(set.PORT).toBeUndefined();
    expect(set.DATA_DIR).toBeUndefined();
  });
});
