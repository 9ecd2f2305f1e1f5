import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isAllowedPhotoUrl, listingPlace, listingTitle } from '../../../core/listing-display';
import { alertReasonText, isBatchDue, type AlertReason } from '../../../core/saved-search-alerts';
import { savedSearchHref } from '../../../core/saved-searches';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { siteOrigin } from '../../http/site-origin';
import type { MailMessage } from '../../integrations/mail/client';
import { findListingSummaries, findSearchMatches } from '../listings/read-store';
import { OFFLINE_PHOTO_PATH } from '../mls-sync/photo-routes';
import { listingSearchOf } from './alert-matcher';
import { renderAlertMail, type AlertMailListing, type AlertMailSearch } from './alert-mail';
import {
  dropMatchesOfSearchesOff,
  findPendingBatches,
  lockBatch,
  markBatchSent,
  type PendingBatch,
  type PendingMatch,
} from './alert-store';
import type { UnsubscribeTokens } from './unsubscribe';
import { UNSUBSCRIBE_PATH } from './unsubscribe-routes';

/** Listings shown per search in one e-mail; the rest are a link to the search. */
export const MAX_LISTINGS_PER_SEARCH = 20;

/** New listings first, then back on market, then reductions. */
const REASON_ORDER: Record<AlertReason, number> = { new: 0, 'back-on-market': 1, price: 2 };

/**
 * Each alert sent, for the CRM (the activity feature's 'Saved Property Search' path; main.ts
 * wires it): recorded in the batch's own transaction, so an alert and its CRM record are kept
 * together or not at all.
 */
export type AlertActivity = {
  /**
   * Whether the records also go to Follow Up Boss; asked before a batch's transaction (on
   * PGlite a read outside it would wait for it).
   */
  toFollowUpBoss(): Promise<boolean>;
  record(
    tx: Database,
    alert: {
      userId: number;
      /** The search as the home page's query string ('?city=Payson&minBeds=3'). */
      search: string;
      description: string;
      toFollowUpBoss: boolean;
      at: Date;
    },
  ): Promise<void>;
  /** Wakes the CRM's sender after the batches are committed. */
  kick(): Promise<unknown>;
};

export type AlertSendRun = { batches: number; sent: number; listings: number; dropped: number };

export type AlertSender = ReturnType<typeof createAlertSender>;

/**
 * The alert sender (decision 023): each user's pending matches of a frequency whose batch is
 * due become one e-mail. A batch is one transaction: its searches locked, its matches checked
 * again (still there, still shown, still matching, a reduction still a reduction), the e-mail
 * queued as a job (`queueMail`, in the same transaction), what it tells recorded, its matches
 * deleted, its searches stamped and its CRM records written. A crash before the commit leaves
 * the batch pending; after it, the mail job is in the queue: nothing is lost or told twice.
 */
export function createAlertSender(deps: {
  db: Database;
  config: Config;
  tokens: UnsubscribeTokens;
  /** Queues the e-mail's delivery in the batch's transaction `tx`. */
  queueMail: (tx: Database, message: MailMessage) => Promise<unknown>;
  activity: AlertActivity;
  /** The site's name (the General tab's application name, else the team's). */
  siteName?: () => Promise<string>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, config } = deps;
  const siteName = deps.siteName ?? (async () => config.site.teamName);
  const now = deps.now ?? (() => new Date());
  const origin = siteOrigin(config);
  // the offline feed's photos are ours (/mls-photos); an e-mail needs them absolute
  const photoSources = [...config.mlsPhotoHosts, `${OFFLINE_PHOTO_PATH}/`];
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const unsubscribeUrl = (userId: number, searchIds: number[]) =>
    `${origin}${UNSUBSCRIBE_PATH}?token=${deps.tokens.sign(userId, searchIds)}`;

  /** One batch in its transaction; how many listings it told and dropped. */
  async function sendBatch(
    batch: PendingBatch,
    context: { at: Date; toFollowUpBoss: boolean; teamName: string },
  ): Promise<{ told: number; dropped: number }> {
    const { at, toFollowUpBoss, teamName } = context;
    return db.transaction(async (tx) => {
      const locked = await lockBatch(tx, batch.userId, batch.frequency);
      if (!locked) return { told: 0, dropped: 0 };
      const searches = locked.searches.map((s) => ({ ...s, search: listingSearchOf(s.query) }));
      const runnable = searches.filter((s) => s.search !== null);
      const listingIds = [...new Set(locked.matches.map((m) => m.listingId))];
      // gone, hidden (IDX), or no longer matching since it was matched: dropped
      const still = new Map(
        (
          await findSearchMatches(
            tx,
            runnable.map((s) => s.search!),
            listingIds,
          )
        ).map((f) => [`${runnable[f.search]!.id}:${f.id}`, f]),
      );
      const cards = new Map((await findListingSummaries(tx, listingIds)).map((c) => [c.id, c]));

      const told: Array<PendingMatch & { price: number | null; status: string }> = [];
      for (const match of locked.matches) {
        const current = still.get(`${match.searchId}:${match.listingId}`);
        if (!current || !cards.has(match.listingId)) continue;
        const reducedFrom = match.oldPrice;
        if (
          match.reason === 'price' &&
          !(reducedFrom !== null && current.price !== null && current.price < reducedFrom)
        ) {
          continue; // raised again since: no longer a reduction
        }
        told.push({ ...match, price: current.price, status: current.status });
      }
      const mailSearches: Array<AlertMailSearch & { id: number; toldCount: number }> = [];
      for (const search of searches) {
        const mine = told
          .filter((t) => t.searchId === search.id)
          .sort(
            (a, b) => REASON_ORDER[a.reason] - REASON_ORDER[b.reason] || b.listingId - a.listingId,
          );
        if (mine.length === 0) continue;
        const shown = mine.slice(0, MAX_LISTINGS_PER_SEARCH);
        mailSearches.push({
          id: search.id,
          toldCount: mine.length,
          name: search.name,
          link: `${origin}${savedSearchHref(search.query)}`,
          unsubscribeUrl: unsubscribeUrl(batch.userId, [search.id]),
          more: mine.length - shown.length,
          listings: shown.map((t): AlertMailListing => {
            const card = cards.get(t.listingId)!;
            const photo = isAllowedPhotoUrl(card.first_photo, photoSources)
              ? absolute(card.first_photo!)
              : null;
            return {
              url: `${origin}/property/${t.listingId}`,
              change: alertReasonText(t.reason, t.oldPrice, t.price),
              address: listingTitle({ address: card.address, mlsNumber: card.mls_number }),
              place: listingPlace({ city: card.city, state: card.state, zipCode: card.zip_code }),
              price: t.price,
              bedrooms: card.bedrooms,
              bathrooms: card.bathrooms,
              squareFeet: card.square_feet,
              photoUrl: photo,
              mlsNumber: card.mls_number,
              office: card.listing_office_name,
            };
          }),
        });
      }

      await markBatchSent(tx, { read: locked.matches, told, at });
      if (mailSearches.length === 0) return { told: 0, dropped: locked.matches.length };
      const message = renderAlertMail({
        to: locked.email,
        firstName: locked.firstName,
        teamName,
        mlsName: config.site.mlsName,
        origin,
        year: at.getUTCFullYear(),
        searches: mailSearches,
        unsubscribeAllUrl: unsubscribeUrl(
          batch.userId,
          mailSearches.map((s) => s.id),
        ),
        messageId: `<saved-search-alert.${randomUUID()}@${new URL(origin).hostname}>`,
      });
      await deps.queueMail(tx, message);
      for (const search of mailSearches) {
        const lines = search.listings.map((l) => `${l.address}, ${l.place}: ${l.change}`);
        await deps.activity.record(tx, {
          userId: batch.userId,
          search: new URL(search.link).search,
          description:
            `Alert sent for saved search “${search.name}” (${batch.frequency}, ${search.toldCount} ${search.toldCount === 1 ? 'listing' : 'listings'}): ${lines.join('; ')}${search.more > 0 ? `; and ${search.more} more` : ''}`.slice(
              0,
              2000,
            ),
          toFollowUpBoss,
          at,
        });
      }
      return { told: told.length, dropped: locked.matches.length - told.length };
    });
  }

  return {
    /** Sends every batch that is due now; a batch that fails stays pending for the next run. */
    async sendDue(): Promise<AlertSendRun> {
      const at = now();
      await dropMatchesOfSearchesOff(db);
      const due = (await findPendingBatches(db)).filter((b) =>
        isBatchDue(b.frequency, b.lastSentAt ?? b.firstCreatedAt, at),
      );
      const run: AlertSendRun = { batches: due.length, sent: 0, listings: 0, dropped: 0 };
      if (due.length === 0) return run;
      // read before the batches' transactions: on PGlite a read outside one waits for it
      const context = {
        at,
        toFollowUpBoss: await deps.activity.toFollowUpBoss(),
        teamName: await siteName(),
      };
      for (const batch of due) {
        try {
          const { told, dropped } = await sendBatch(batch, context);
          if (told > 0) run.sent += 1;
          run.listings += told;
          run.dropped += dropped;
        } catch (error) {
          deps.logger.warn(
            { err: error, userId: batch.userId, frequency: batch.frequency },
            'a saved-search alert batch failed; it stays pending for the next run',
          );
        }
      }
      if (run.sent > 0) {
        deps.activity
          .kick()
          .catch((error: unknown) =>
            deps.logger.warn({ err: error }, 'queueing the CRM activity sender failed'),
          );
      }
      return run;
    },
  };
}
