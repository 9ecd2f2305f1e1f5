import type { FastifyBaseLogger } from 'fastify';
import { VISITOR_ACTIVITY_TYPES, type VisitorActivityRequest } from '../../../contract/activity';
import { summarizeSearch } from '../../../core/visitor-activity';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { siteOrigin } from '../../http/site-origin';
import { FollowUpBossError } from '../../integrations/followupboss/errors';
import type { FubEventInput } from '../../integrations/followupboss/types';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { findLeadListing } from '../listings/read-store';
import { DEFAULT_FUB_SYSTEM, type Integrations } from '../settings/integrations';
import {
  claimPendingActivities,
  contactOfAccount,
  findContact,
  markActivityFailed,
  markActivitySent,
  recordActivity,
  type ActivityContact,
  type PendingActivity,
} from './store';

/** The job that sends visitor activity to Follow Up Boss. */
export const ACTIVITY_SENDER_JOB = 'crm.send-activity';

/** The same activity again within this many minutes is not recorded again (a reload, a back). */
const DEDUPE_MINUTES = 30;
/** Activities sent per run: a batch, on the account's one client (its rate limit is shared). */
const BATCH = 50;
/** Older than this, an activity is history, not a signal: it is not sent any more. */
const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/** Who the visitor is, as the request shows it: a signed-in account, or the form's cookie. */
export type VisitorIdentity = { userId: number | null; rememberedContactId: number | null };

export type VisitorActivity = ReturnType<typeof createVisitorActivity>;

/**
 * Visitor activity for the team's CRM (issue 19): a known visitor's viewed listings, saved
 * listings and searches go to the built-in CRM's activity list at once and, when Follow Up
 * Boss is on, to it as events through a batched job; anonymous visitors leave nothing.
 */
export function createVisitorActivity(deps: {
  db: Database;
  config: Config;
  integrations: Integrations;
  /** Wakes the sender (the minute schedule sends anyway). */
  kick: () => Promise<unknown>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /**
   * The contact a visitor is: the one this browser's form created (the strongest tie: the same
   * browser typed it), else the one of the signed-in account.
   */
  async function contactOf(visitor: VisitorIdentity): Promise<ActivityContact | null> {
    if (visitor.rememberedContactId !== null) {
      const contact = await findContact(deps.db, visitor.rememberedContactId);
      if (contact) return contact;
    }
    if (visitor.userId !== null && visitor.userId > 0) {
      return contactOfAccount(deps.db, visitor.userId);
    }
    return null;
  }

  async function record(
    visitor: VisitorIdentity,
    event: { type: string; description: string; propertyId: number | null; search: string | null },
  ): Promise<boolean> {
    const contact = await contactOf(visitor);
    if (!contact) return false;
    const toFollowUpBoss = (await deps.integrations.current()).followUpBoss !== null;
    const recorded = await recordActivity(deps.db, {
      contactId: contact.id,
      type: event.type,
      description: event.description,
      propertyId: event.propertyId,
      searchQuery: event.search,
      toFollowUpBoss,
      now: now(),
      dedupeMinutes: DEDUPE_MINUTES,
    });
    if (recorded && toFollowUpBoss) {
      deps
        .kick()
        .catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'queueing the activity sender failed'),
        );
    }
    return recorded;
  }

  async function listingLine(propertyId: number): Promise<string | null> {
    const listing = await findLeadListing(deps.db, propertyId, { displayableOnly: true });
    return listing ? `${listing.address}, ${listing.city} (MLS #${listing.mlsNumber})` : null;
  }

  return {
    /** A browser's report (POST /api/activity); false when nothing was kept. */
    async report(visitor: VisitorIdentity, event: VisitorActivityRequest): Promise<boolean> {
      if (event.type === 'viewed-property') {
        const line = await listingLine(event.propertyId);
        if (!line) return false;
        return record(visitor, {
          type: VISITOR_ACTIVITY_TYPES.viewedProperty,
          description: `Viewed ${line}`,
          propertyId: event.propertyId,
          search: null,
        });
      }
      const search = event.search.startsWith('?') ? event.search : `?${event.search}`;
      return record(visitor, {
        type: VISITOR_ACTIVITY_TYPES.propertySearch,
        description: summarizeSearch(search).description,
        propertyId: null,
        search,
      });
    },

    /** A signed-in visitor saved a listing (the favorites feature tells); failures are logged. */
    async saved(visitor: VisitorIdentity & { userId: number }, propertyId: number): Promise<void> {
      try {
        const line = await listingLine(propertyId);
        if (!line) return;
        await record(visitor, {
          type: VISITOR_ACTIVITY_TYPES.savedProperty,
          description: `Saved ${line}`,
          propertyId,
          search: null,
        });
      } catch (error) {
        deps.logger.warn({ err: error }, 'recording a saved listing for the CRM failed');
      }
    },
  };
}

/**
 * Saved-search alerts for the CRM (issue 23): each alert e-mailed is a 'Saved Property Search'
 * on the contact of the search's owner, through the same activity list and Follow Up Boss
 * outbox as the rest of a known visitor's activity. Recorded in the alert batch's transaction
 * `tx` (the saved-searches sender's), every alert once; main.ts hands this to the sender.
 */
export function savedSearchAlertActivity(deps: {
  integrations: Integrations;
  /** Wakes the sender (the minute schedule sends anyway). */
  kick: () => Promise<unknown>;
}) {
  return {
    async toFollowUpBoss(): Promise<boolean> {
      return (await deps.integrations.current()).followUpBoss !== null;
    },
    async record(
      tx: Database,
      alert: {
        userId: number;
        search: string;
        description: string;
        toFollowUpBoss: boolean;
        at: Date;
      },
    ): Promise<void> {
      const contact = await contactOfAccount(tx, alert.userId);
      if (!contact) return;
      await recordActivity(tx, {
        contactId: contact.id,
        type: VISITOR_ACTIVITY_TYPES.savedPropertySearch,
        description: alert.description,
        propertyId: null,
        searchQuery: alert.search.startsWith('?') ? alert.search : `?${alert.search}`,
        toFollowUpBoss: alert.toFollowUpBoss,
        now: alert.at,
        // every alert is its own record: two alerts of a search are two e-mails
        dedupeMinutes: 0,
      });
    },
    kick: deps.kick,
  };
}

/** A visitor activity as a Follow Up Boss event of that person. */
async function asFubEvent(
  db: Database,
  config: Config,
  activity: PendingActivity,
): Promise<FubEventInput> {
  const origin = siteOrigin(config);
  const { contact } = activity;
  const event: FubEventInput = {
    source: config.publicUrl ? new URL(config.publicUrl).host : config.site.teamName,
    system: config.followUpBoss.system ?? DEFAULT_FUB_SYSTEM,
    type: activity.type as FubEventInput['type'],
    description: activity.description,
    occurredAt: activity.createdAt.toISOString(),
    person: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      emails: [{ value: contact.email }],
      ...(contact.phone ? { phones: [{ value: contact.phone }] } : {}),
    },
  };
  if (activity.propertyId !== null) {
    const listing = await findLeadListing(db, activity.propertyId, { displayableOnly: false });
    const url = `${origin}/property/${activity.propertyId}`;
    event.pageUrl = url;
    if (listing) {
      event.property = {
        street: listing.address,
        city: listing.city,
        state: listing.state,
        mlsNumber: listing.mlsNumber,
        url,
        ...(listing.zipCode ? { code: listing.zipCode } : {}),
        ...(listing.price !== null ? { price: listing.price } : {}),
        ...(listing.bedrooms !== null ? { bedrooms: listing.bedrooms } : {}),
        ...(listing.bathrooms !== null ? { bathrooms: listing.bathrooms } : {}),
        ...(listing.squareFeet !== null ? { area: listing.squareFeet } : {}),
      };
    }
  }
  if (activity.searchQuery !== null) {
    event.pageUrl = `${origin}/${activity.searchQuery}`;
    event.propertySearch = summarizeSearch(activity.searchQuery).fields;
  }
  return event;
}

/** 30 s, doubling to 30 minutes. */
function backoff(attempts: number): number {
  return Math.min(30_000 * 2 ** attempts, 30 * 60_000);
}

/**
 * Sends pending visitor activities to Follow Up Boss, a batch per run, on the account's one
 * client. Follow Up Boss switched off since: the activities stay in our CRM only ('skipped').
 */
export function activitySenderJob(deps: {
  db: Database;
  config: Config;
  integrations: Integrations;
}): JobDefinition {
  return defineJob({
    name: ACTIVITY_SENDER_JOB,
    // one run at a time across instances, and at most one more queued behind it
    policy: 'stately',
    cron: '* * * * *',
    retryLimit: 0,
    handler: async () => {
      const started = new Date();
      const claimed = await claimPendingActivities(
        deps.db,
        started,
        BATCH,
        new Date(started.getTime() + 10 * 60_000),
      );
      if (claimed.length === 0) return;
      const { followUpBoss } = await deps.integrations.current();
      let sent = 0;
      for (const activity of claimed) {
        if (!followUpBoss) {
          await markActivitySent(deps.db, activity.id, 'skipped', 'Follow Up Boss is off');
          continue;
        }
        if (started.getTime() - activity.createdAt.getTime() > GIVE_UP_AFTER_MS) {
          await markActivitySent(deps.db, activity.id, 'skipped', 'too old to send');
          continue;
        }
        try {
          await followUpBoss.client.sendEvent(await asFubEvent(deps.db, deps.config, activity));
          await markActivitySent(deps.db, activity.id, 'sent');
          sent += 1;
        } catch (error) {
          const message =
            error instanceof FollowUpBossError ? `${error.kind}: ${error.message}` : String(error);
          const waitMs =
            error instanceof FollowUpBossError &&
            error.kind === 'rate-limited' &&
            error.retryAfterSeconds !== null
              ? error.retryAfterSeconds * 1000
              : backoff(activity.attempts);
          await markActivityFailed(deps.db, activity.id, message, new Date(Date.now() + waitMs));
        }
      }
      return {
        message: 'visitor activity sent to Follow Up Boss',
        fields: { sent, claimed: claimed.length },
      };
    },
  });
}
