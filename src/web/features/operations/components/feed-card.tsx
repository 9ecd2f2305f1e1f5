import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import type { OperationsHealth } from '../../../../contract/operations';
import {
  FEED_SOURCE_LABELS,
  FRESHNESS_DISPLAY,
  minutesAgoInWords,
} from '../../../../core/operations-display';
import { PAGES } from '../../../../core/page-routes';
import { OPERATIONS_TEXT as TEXT } from '../operations-text';
import { Fact, Moment, SectionCard, ToneBadge } from './operations-parts';

/** Section 1: where listings come from, how long ago they were synced, against the targets. */
export function FeedCard({ feed, now }: { feed: OperationsHealth['feed']; now: string }) {
  const state = FRESHNESS_DISPLAY[feed.freshness];
  return (
    <SectionCard id="operations-feed" title={TEXT.feedTitle} description={TEXT.feedTargets}>
      <dl className="grid gap-3">
        <Fact label={TEXT.feedSource}>{FEED_SOURCE_LABELS[feed.source]}</Fact>
        <Fact label={TEXT.feedLastSuccess}>
          <Moment
            at={feed.lastSuccessAt}
            now={now}
            // the server’s own count of minutes, the one its freshness state is judged by
            {...(feed.minutesSinceSuccess === null
              ? {}
              : { words: minutesAgoInWords(feed.minutesSinceSuccess) })}
          />
        </Fact>
        <Fact label={TEXT.feedState}>
          <span className="flex flex-wrap items-center gap-2">
            <ToneBadge tone={state.tone}>{state.label}</ToneBadge>
            <span>{state.description}</span>
          </span>
        </Fact>
        <Fact label={TEXT.feedLastError}>
          {feed.lastError ? (
            <span className="block rounded-md border border-red-200 bg-red-50 px-2 py-1 font-mono text-xs break-words text-red-900">
              {feed.lastError}
            </span>
          ) : (
            <span className="text-muted-foreground">{TEXT.feedNoError}</span>
          )}
        </Fact>
        <Fact label={TEXT.feedCaching}>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{feed.cachingRunning ? TEXT.feedCachingRunning : TEXT.feedCachingIdle}</span>
            <Link
              href={PAGES.adminCache}
              className="inline-flex items-center gap-1 rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {TEXT.cacheLink}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          </span>
        </Fact>
      </dl>
    </SectionCard>
  );
}
