import type { CrmContact, CrmNote } from '../../../contract/crm';
import { formatDate, formatDateTime } from '../../../core/date-time-format';

/** Note text longer than this is cut, with show more / show less (back-office spec section 2). */
export const NOTE_PREVIEW_CHARS = 150;

/** In list view a card shows this many tags, then '+N more'. */
export const LIST_VIEW_TAGS = 3;

/** The CRM's marker for an e-mail whose content it does not share. */
export const CONTENT_HIDDEN_MARKER = '[CONTENT HIDDEN]';

type Channel = CrmContact['emails'][number];

/** The primary e-mail or phone, else the first; null when there is none. */
export function primaryChannel(channels: readonly Channel[]): string | null {
  return (channels.find((c) => c.isPrimary) ?? channels[0])?.value ?? null;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * A note's text. An HTML note (`isHtml`) is shown as plain text, never as markup: line breaks
 * and paragraphs become new lines, tags are dropped and the common entities read.
 */
export function noteText(note: Pick<CrmNote, 'body' | 'isHtml'>): string {
  if (!note.isHtml) return note.body;
  return note.body
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) {
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      }
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The first `limit` characters (whole characters, never half an emoji), and whether it was cut. */
export function truncateText(
  text: string,
  limit = NOTE_PREVIEW_CHARS,
): { text: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, cut: false };
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, cut: true };
}

/** True when the CRM hides the e-mail's content. */
export const isContentHidden = (body: string) => body.trim() === CONTENT_HIDDEN_MARKER;

/** An address on one line ('12 Pine St, Payson, AZ 85541'); null when it is empty. */
export function addressLine(address: CrmContact['addresses'][number]): string | null {
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const line = [address.street, cityLine].filter(Boolean).join(', ');
  return line || null;
}

/** 'MMM dd, yyyy HH:mm', or the text itself when it is not a time. */
export const itemDate = (at: string) => formatDateTime(at) ?? at;

/** 'MMM dd, yyyy', or the text itself when it is not a time. */
export const dayOf = (at: string) => formatDate(at) ?? at;

/** A link the CRM gave (a source page, a profile) when it is a web address; null otherwise. */
export function externalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Up to two initials of a name ('Ann Lee' -> 'AL'), for a contact without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('');
  return letters.toUpperCase() || '?';
}
