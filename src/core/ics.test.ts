import { describe, expect, it } from 'vitest';
import { foldLine, icsCalendar, icsText, icsUtcTime } from './ics';

const EVENT = {
  uid: 'open-house-42@ridgeline.example',
  stamp: new Date('2026-11-25T16:20:05.123Z'),
  start: new Date('2026-11-28T17:00:00Z'),
  end: new Date('2026-11-28T20:00:00Z'),
  summary: 'Open house: 512 S Beeline Hwy, Payson, AZ 85541',
  location: '512 S Beeline Hwy, Payson, AZ 85541',
  description: 'Refreshments; bring a friend\nand your questions',
  url: 'https://ridgeline.example/property/42',
};

describe('icsCalendar', () => {
  it('writes one VEVENT with UTC times, escaped text and CRLF lines', () => {
    const ics = icsCalendar([EVENT], '-//Ridgeline//Open houses//EN');
    expect(ics.endsWith('\r\n')).toBe(true);
    // every line break is CRLF
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Ridgeline//Open houses//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:open-house-42@ridgeline.example',
      'DTSTAMP:20261125T162005Z',
      'DTSTART:20261128T170000Z',
      'DTEND:20261128T200000Z',
      'SUMMARY:Open house: 512 S Beeline Hwy\\, Payson\\, AZ 85541',
      'LOCATION:512 S Beeline Hwy\\, Payson\\, AZ 85541',
      'DESCRIPTION:Refreshments\\; bring a friend\\nand your questions',
      'URL:https://ridgeline.example/property/42',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('leaves out the optional properties an event lacks', () => {
    const ics = icsCalendar([{ ...EVENT, location: null, description: '', url: undefined }], 'x');
    expect(ics).not.toMatch(/LOCATION|DESCRIPTION|URL/);
  });

  it('keeps a UID or URL with a line break on its line', () => {
    const ics = icsCalendar([{ ...EVENT, url: 'https://a.example/\r\nX-EVIL:1' }], 'x');
    expect(ics).toContain('URL:https://a.example/X-EVIL:1\r\n');
  });
});

describe('icsText', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(icsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('icsUtcTime', () => {
  it('writes UTC basic format without milliseconds', () => {
    expect(icsUtcTime(new Date('2027-01-01T03:30:09.999Z'))).toBe('20270101T033009Z');
  });
});

describe('foldLine', () => {
  const octets = (s: string) => new TextEncoder().encode(s).length;

  it('leaves a line of 75 octets alone and folds a longer one with CRLF and a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine('x'.repeat(200));
    const lines = folded.split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 52]);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe('x'.repeat(200));
  });

  it('counts UTF-8 octets and never splits a character', () => {
    const text = `SUMMARY:${'é'.repeat(60)}🏡`;
    const lines = foldLine(text).split('\r\n');
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(text);
  });
});
