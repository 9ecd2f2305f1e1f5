/**
 * An iCalendar (RFC 5545) file of events, for 'Add to calendar' links: one VCALENDAR with a
 * VEVENT per event, times in UTC (calendar apps show them in the reader's zone), text values
 * escaped, lines folded at 75 octets and ended with CRLF.
 */

export type CalendarEvent = {
  /** Globally unique and stable: the same event downloaded twice updates, not duplicates. */
  uid: string;
  /** When this file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
};

/** 20261128T170000Z */
export function icsUtcTime(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, newlines as \n. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A value that is not TEXT (a UID, a URI) kept on its line. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]/g, '');
}

/** UTF-8 length of one code point. */
function octets(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): continuation lines start with a space,
 * and a character is never split between two lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = octets(char.codePointAt(0)!);
    // the first line holds 75 octets; the others 74 after their leading space
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The calendar file: CRLF after every line, the last one included. */
export function icsCalendar(events: CalendarEvent[], productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${oneLine(event.uid)}`,
      `DTSTAMP:${icsUtcTime(event.stamp)}`,
      `DTSTART:${icsUtcTime(event.start)}`,
      `DTEND:${icsUtcTime(event.end)}`,
      `SUMMARY:${icsText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${icsText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${icsText(event.description)}`);
    // a URI value, not TEXT: written as it is
    if (event.url) lines.push(`URL:${oneLine(event.url)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
