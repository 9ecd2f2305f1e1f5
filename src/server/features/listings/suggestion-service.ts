import type {
  SearchSuggestion,
  SearchSuggestionsReply,
} from '../../../contract/search-suggestions';
import type { Database } from '../../db/connect';
import {
  findSuggestionRows,
  hasSearchTerms,
  refreshSearchTerms,
  type SuggestionRow,
  type TypedText,
} from './search-terms-store';

/** '#6901651', 'MLS 690', 'mls#690': what is left is the MLS number's digits. */
const MLS_MARK = /^(?:mls\s*#?|#)\s*/i;
/** An MLS number is suggested from its third digit on. */
const MLS_DIGITS = /^\d{3,}$/;

/** What was typed, as the suggestions are looked up: lower-cased, spaces made single. */
export function readTypedText(q: string): TypedText {
  const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
  const digits = text.replace(MLS_MARK, '');
  return { text, mlsDigits: MLS_DIGITS.test(digits) ? digits : null };
}

/** 'MLS #6901651 · 2314 Woodland Ct, Payson' (the parts the listing has). */
function mlsLabel(row: SuggestionRow): string {
  const place = [row.address, row.city].filter(Boolean).join(', ');
  return place ? `MLS #${row.label} · ${place}` : `MLS #${row.label}`;
}

function presentSuggestion(row: SuggestionRow): SearchSuggestion {
  const mls = row.kind === 'mls';
  return {
    kind: row.kind,
    label: mls ? mlsLabel(row) : row.label,
    city: row.city || null,
    count: Number(row.listing_count),
    listingId: mls ? row.listing_id : null,
  };
}

export type SearchSuggestions = ReturnType<typeof createSearchSuggestions>;

/**
 * The search box's suggestions, read from search_terms (kept by the `listings.search-terms`
 * job). The first request of a process on a table still empty (a new database, or one just
 * migrated to it, before the job ran) fills it first, so it is never answered with nothing
 * while listings exist.
 */
export function createSearchSuggestions(db: Database) {
  let filled: Promise<void> | null = null;
  const fillWhenEmpty = async () => {
    if (!(await hasSearchTerms(db))) await refreshSearchTerms(db);
  };

  return {
    async suggest(q: string): Promise<SearchSuggestionsReply> {
      filled ??= fillWhenEmpty().catch((error: unknown) => {
        filled = null;
        throw error;
      });
      await filled;
      const rows = await findSuggestionRows(db, readTypedText(q));
      return { suggestions: rows.map(presentSuggestion) };
    },
  };
}
