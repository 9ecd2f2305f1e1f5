import { comparableCriteria, rankComparables } from '../../../core/comparables';
import type { ComparisonResponse } from '../../../contract/comparison';
import type { Database } from '../../db/connect';
import { notFound } from '../../http/errors';
import { presentSummary } from '../listings/presenter';
import { PROPERTY_NOT_FOUND } from '../listings/service';
import { presentComparable, presentCriteria } from './presenter';
import { findComparableCandidates, findListingSummaries } from '../listings/read-store';

export type ComparisonService = ReturnType<typeof createComparisonService>;

/** Comparable listings of a listing, chosen from our replicated listings table. */
export function createComparisonService(db: Database, now: () => Date = () => new Date()) {
  return {
    /** The listing, up to 4 comparables best first, and the criteria they were chosen by. */
    async compare(id: number): Promise<ComparisonResponse> {
      const [subjectRow] = await findListingSummaries(db, [id]);
      if (!subjectRow) throw notFound(PROPERTY_NOT_FOUND);
      const mainProperty = presentSummary(subjectRow);
      const criteria = comparableCriteria(mainProperty, now());
      const candidates = await findComparableCandidates(db, id, criteria);
      const ranked = rankComparables(mainProperty, criteria, candidates);
      const cards = new Map(
        (
          await findListingSummaries(
            db,
            ranked.map((r) => r.id),
          )
        ).map((row) => [row.id, presentSummary(row)]),
      );
      // a listing that left the feed between the two queries is simply left out
      const comparableProperties = ranked.flatMap((r) => {
        const card = cards.get(r.id);
        return card ? [presentComparable(card, r, mainProperty.price)] : [];
      });
      return { mainProperty, comparableProperties, searchCriteria: presentCriteria(criteria) };
    },
  };
}
