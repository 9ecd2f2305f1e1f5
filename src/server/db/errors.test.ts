import { describe, expect, it } from 'vitest';
import { databaseUnavailable, uniqueViolation } from './errors';

describe('databaseUnavailable', () => {
  it('recognises a server that is restarting, stopped or cut off, also wrapped by Drizzle', () => {
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const startingUp = Object.assign(new Error('the database system is starting up'), {
      code: '57P03',
    });
    const cut = new Error('Connection terminated unexpectedly');
    const wrapped = new Error('Failed query: select 1', { cause: terminated });
    for (const error of [terminated, refused, startingUp, cut, wrapped]) {
      expect(databaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves query errors alone', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'x' });
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    for (const error of [unique, syntax, new Error('boom'), null, undefined, 'text']) {
      expect(databaseUnavailable(error), String(error)).toBe(false);
    }
    expect(uniqueViolation(unique)).toBe('x');
  });
});
