import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/connect';
import { findSearchesOfUser, turnAlertsOff, type UnsubscribeSearch } from './alert-store';

/*
 * The unsubscribe links of alert e-mails (decision 023): `{userId}.{id-id…}.{signature}`, the
 * signature an HMAC-SHA256 of the user and the searches under a key derived from the app
 * secret for this use alone (as the settings' secret box derives its own). It works without
 * signing in and does not expire: it can only switch those searches of that user to off.
 */

function keyOf(appSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', appSecret, 'ridgeline-saved-searches', 'alert-unsubscribe-v1', 32),
  );
}

function signature(key: Buffer, userId: number, searchIds: readonly number[]): Buffer {
  return createHmac('sha256', key)
    .update(`unsubscribe:${userId}:${searchIds.join(',')}`)
    .digest();
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

export function createUnsubscribeTokens(appSecret: string) {
  const key = keyOf(appSecret);
  return {
    /** The token that switches these searches of the user off. */
    sign(userId: number, searchIds: readonly number[]): string {
      const ids = [...searchIds].sort((a, b) => a - b);
      return `${userId}.${ids.join('-')}.${signature(key, userId, ids).toString('base64url')}`;
    },

    /** The user and searches of a token, or null when it is malformed or not ours. */
    read(token: string): { userId: number; searchIds: number[] } | null {
      // up to 200 searches: more than one e-mail carries, few enough for a short URL
      const match = /^(\d{1,10})\.(\d{1,10}(?:-\d{1,10}){0,199})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      const searchIds = match[2]!.split('-').map(Number);
      // compared as text: the last character of base64url has spare bits, so decoding first
      // would accept a few spellings of one signature
      const given = Buffer.from(match[3]!);
      const expected = Buffer.from(signature(key, userId, searchIds).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, searchIds };
    },
  };
}

export type Unsubscribe = ReturnType<typeof createUnsubscribe>;

/** What an unsubscribe link finds and does. */
export function createUnsubscribe(deps: { db: Database; tokens: UnsubscribeTokens }) {
  return {
    /**
     * The searches of a link: 'invalid' for a token that is not ours, 'gone' when none of
     * them exists any more (deleted by their owner).
     */
    async find(token: string): Promise<UnsubscribeSearch[] | 'invalid' | 'gone'> {
      const read = deps.tokens.read(token);
      if (!read) return 'invalid';
      const searches = await findSearchesOfUser(deps.db, read.userId, read.searchIds);
      return searches.length === 0 ? 'gone' : searches;
    },

    /** Switches the link's searches off; what `find` answers, as they were found. */
    async unsubscribe(token: string): Promise<UnsubscribeSearch[] | 'invalid' | 'gone'> {
      const read = deps.tokens.read(token);
      if (!read) return 'invalid';
      const searches = await findSearchesOfUser(deps.db, read.userId, read.searchIds);
      if (searches.length === 0) return 'gone';
      await turnAlertsOff(
        deps.db,
        read.userId,
        searches.map((s) => s.id),
      );
      return searches;
    },
  };
}
