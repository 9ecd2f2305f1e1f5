import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogLevelControl } from './log-level';

describe('createLogLevelControl', () => {
  it('changes the level of the root and of every component logger made through it', () => {
    const lines: Array<{ msg: string; component?: string }> = [];
    const root = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    const control = createLogLevelControl(root);
    const sync = control.child({ component: 'mls-sync' });

    sync.debug('hidden at info');
    control.set('debug');
    sync.debug('shown at debug');
    root.child({ reqId: 1 }).debug('a request logger made after the change');
    control.set('warn');
    sync.info('hidden at warn');
    root.info('hidden too');

    expect(lines.map((l) => l.msg)).toEqual([
      'shown at debug',
      'a request logger made after the change',
    ]);
    expect(control.level).toBe('warn');
  });
});
