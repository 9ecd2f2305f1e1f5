import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  placeholdersOf,
  SPEC_MESSAGES,
  type SpecFile,
  type SpecMessageKey,
} from '../../core/spec-messages';

/*
 * Walks the spec's messages (core/spec-messages.ts) and finds, for each, a test that checks its
 * screen shows it: a component test calling `expectMessage('key', …)` or an e2e journey calling
 * `expectPageMessage(page, 'key', …)`, the key written out. Those calls fail when the words are
 * not on screen, so a message found here is a message shown (decision 020).
 */

const ROOT = join(import.meta.dirname, '../../..');

/**
 * Messages whose check is still to come, with why. Keep it short: a key here that a test now
 * checks fails this test, so the list only shrinks.
 */
const NOT_YET_CHECKED: Partial<Record<SpecMessageKey, string>> = {};

/**
 * Source files that still hold a catalogue message's words themselves rather than taking them
 * from the list, with why. Like NOT_YET_CHECKED, it only shrinks.
 */
const OWN_COPIES: Record<string, string> = {};

/**
 * Words of the API that equal a catalogue message: the contract's validation message for a
 * listing id and the server's reply to a settings save. They are the server's, not a screen's.
 */
const API_WORDS = new Set(['Invalid property ID', 'Settings saved']);

/** The string literals and JSX texts of a source file, comments left out. */
function textsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
  const literals = [
    ...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g),
  ].map((match) => (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1'));
  const jsxTexts = [...code.matchAll(/>\s*([^<>{}\n]+?)\s*</g)].map((match) => match[1]!);
  return [...literals, ...jsxTexts];
}

function filesUnder(dir: string, suffixes: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path, suffixes));
    else if (suffixes.some((suffix) => entry.name.endsWith(suffix))) out.push(path);
  }
  return out;
}

const CHECKS_MESSAGES = /\bexpect(?:Page)?Message\(/;
const KEY_LITERAL = /(?<!messageText\(\s*)'([a-zA-Z]+(?:\.[a-zA-Z]+)+)'/g;

/**
 * Each key a test checks, with the test files that check it: a key written out in a test file
 * that checks messages with `expectMessage` / `expectPageMessage` (as the call's argument, or
 * in the table of cases an `it.each` hands to it; tsc holds every written key to the list). A
 * key inside `messageText(…)` builds an expected text and does not count.
 */
function checkedKeys(): Map<string, string[]> {
  const files = [
    ...filesUnder(join(ROOT, 'src'), ['.test.ts', '.test.tsx']),
    ...filesUnder(join(ROOT, 'tests/e2e'), ['.e2e.ts']),
  ].filter((file) => file !== import.meta.filename);
  const checked = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (!CHECKS_MESSAGES.test(source)) continue;
    for (const match of source.matchAll(KEY_LITERAL)) {
      const key = match[1]!;
      if (!(key in SPEC_MESSAGES)) continue;
      const where = relative(ROOT, file);
      const files = checked.get(key) ?? [];
      if (!files.includes(where)) checked.set(key, [...files, where]);
    }
  }
  return checked;
}

const keys = Object.keys(SPEC_MESSAGES) as SpecMessageKey[];

describe('the spec messages (section 8 of both spec files)', () => {
  it('each has words, a screen and well-formed placeholders', () => {
    for (const key of keys) {
      const entry = SPEC_MESSAGES[key];
      expect(entry.text.trim(), key).toBe(entry.text);
      expect(entry.text.length, key).toBeGreaterThan(0);
      expect(entry.screen.length, key).toBeGreaterThan(0);
      expect(entry.specs.length, key).toBeGreaterThan(0);
      for (const name of placeholdersOf(entry.text)) expect(name, key).toMatch(/^\w+$/);
    }
  });

  it('each is checked on its screen by a component test or an e2e journey', () => {
    const checked = checkedKeys();
    const pending = Object.keys(NOT_YET_CHECKED) as SpecMessageKey[];
    const missing = keys.filter((key) => !checked.has(key) && !(key in NOT_YET_CHECKED));
    expect(missing, 'messages no test checks (add expectMessage to the screen’s test)').toEqual([]);
    const nowChecked = pending.filter((key) => checked.has(key));
    expect(nowChecked, 'checked now: take them out of NOT_YET_CHECKED').toEqual([]);

    const count = (spec: SpecFile) => keys.filter((key) => SPEC_MESSAGES[key].specs.includes(spec));
    const line = (spec: SpecFile) => {
      const all = count(spec);
      const done = all.filter((key) => checked.has(key)).length;
      return `${spec}: ${all.length} messages, ${done} checked`;
    };
    process.stdout.write(
      [
        `Spec messages: ${keys.length} entries; ${line('back-office')}; ${line('visitor-site')}`,
        ...(pending.length === 0
          ? []
          : [
              `Not yet checked (${pending.length}):`,
              ...pending.map((key) => `  ${key}: ${NOT_YET_CHECKED[key]}`),
            ]),
        '',
      ].join('\n'),
    );
  });
  it('is written once: screens, contract and server take the words from the list', () => {
    // the words worth guarding: two words or more, placeholders left out
    const guarded = new Map<string, SpecMessageKey>();
    for (const key of keys) {
      const { text } = SPEC_MESSAGES[key];
      if (text.includes(' ') && !text.includes('{') && !API_WORDS.has(text)) {
        guarded.set(text, key);
      }
    }
    const sources = filesUnder(join(ROOT, 'src'), ['.ts', '.tsx']).filter(
      (file) =>
        !/\.test\.tsx?$/.test(file) &&
        !file.includes('/testing/') &&
        !file.endsWith('core/spec-messages.ts'),
    );
    const copies = new Map<string, string[]>();
    for (const file of sources) {
      const found = textsOf(readFileSync(file, 'utf8')).filter((text) => guarded.has(text));
      if (found.length > 0) copies.set(relative(ROOT, file), [...new Set(found)]);
    }
    const unexpected = [...copies].filter(([file]) => !(file in OWN_COPIES));
    expect(unexpected, 'copies of catalogue words: use messageText(key) instead').toEqual([]);
    const stale = Object.keys(OWN_COPIES).filter((file) => !copies.has(file));
    expect(stale, 'no copy left: take them out of OWN_COPIES').toEqual([]);
  });
});
