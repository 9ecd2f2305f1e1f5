import { describe, expect, it } from 'vitest';
import { feedFreshness, FRESHNESS_LIMITS } from './mls-feed';
import {
  alertSeverityTone,
  capitalized,
  destinationName,
  durationInWords,
  FEED_SOURCE_LABELS,
  formatMoment,
  FRESHNESS_DISPLAY,
  minutesAgoInWords,
  OVERALL_STATUS_DISPLAY,
  relativeTime,
} from './operations-display';

describe('durationInWords', () => {
  it.each([
    [0, 'less than a minute'],
    [0.9, 'less than a minute'],
    [1, '1 minute'],
    [4.7, '4 minutes'],
    [59, '59 minutes'],
    [60, '1 hour'],
    [119, '1 hour'],
    [120, '2 hours'],
    [24 * 60 - 1, '23 hours'],
    [24 * 60, '1 day'],
    [3 * 24 * 60 + 5, '3 days'],
    [-4, '4 minutes'],
  ] as const)('%s minutes reads %s', (minutes, words) => {
    expect(durationInWords(minutes)).toBe(words);
  });
});

describe('minutesAgoInWords', () => {
  it('says just now under a minute, else the span and ago', () => {
    expect(minutesAgoInWords(0)).toBe('just now');
    expect(minutesAgoInWords(0.5)).toBe('just now');
    expect(minutesAgoInWords(4)).toBe('4 minutes ago');
    expect(minutesAgoInWords(1)).toBe('1 minute ago');
    expect(minutesAgoInWords(13 * 60)).toBe('13 hours ago');
  });
});

describe('relativeTime', () => {
  const now = '2026-03-02T17:30:00.000Z';

  it('words a past moment against now', () => {
    expect(relativeTime('2026-03-02T17:26:00.000Z', now)).toBe('4 minutes ago');
    expect(relativeTime('2026-03-02T17:29:30.000Z', now)).toBe('just now');
    expect(relativeTime(now, now)).toBe('just now');
    expect(relativeTime('2026-03-02T15:30:00.000Z', now)).toBe('2 hours ago');
    expect(relativeTime('2026-02-27T17:30:00.000Z', now)).toBe('3 days ago');
  });

  it('words a future moment as in …, and one within the minute as just now', () => {
    expect(relativeTime('2026-03-02T17:35:00.000Z', now)).toBe('in 5 minutes');
    expect(relativeTime('2026-03-02T19:30:00.000Z', now)).toBe('in 2 hours');
    expect(relativeTime('2026-03-02T17:30:20.000Z', now)).toBe('just now');
  });

  it('is null for a time it cannot read', () => {
    expect(relativeTime('yesterday', now)).toBeNull();
    expect(relativeTime(now, 'nope')).toBeNull();
  });
});

describe('formatMoment', () => {
  it('writes the date and time in Arizona, zone named', () => {
    expect(formatMoment('2026-03-02T17:04:00.000Z')).toBe('Mar 2, 2026, 10:04 AM MST');
    // no daylight saving time in Arizona
    expect(formatMoment('2026-07-01T19:00:00.000Z')).toBe('Jul 1, 2026, 12:00 PM MST');
  });

  it('is null for a time it cannot read', () => {
    expect(formatMoment('soon')).toBeNull();
  });
});

describe('FRESHNESS_DISPLAY', () => {
  it('labels every freshness state, and words the state of each limit', () => {
    expect(FRESHNESS_DISPLAY[feedFreshness(4)]).toEqual({
      label: 'Fresh',
      description: 'Synced within the 5-minute goal.',
      tone: 'ok',
    });
    expect(FRESHNESS_DISPLAY[feedFreshness(FRESHNESS_LIMITS.goal + 1)].label).toBe('Late');
    expect(FRESHNESS_DISPLAY.late.tone).toBe('warning');
    expect(FRESHNESS_DISPLAY[feedFreshness(FRESHNESS_LIMITS.alert + 1)]).toMatchObject({
      label: 'Stale',
      tone: 'danger',
    });
    expect(FRESHNESS_DISPLAY.stale.description).toContain('30 minutes: an alert is raised');
    expect(FRESHNESS_DISPLAY[feedFreshness(FRESHNESS_LIMITS.idx + 1)].label).toBe(
      'IDX rule broken',
    );
    expect(FRESHNESS_DISPLAY['idx-breach'].description).toContain('12 hours');
    expect(FRESHNESS_DISPLAY[feedFreshness(null)].label).toBe('Never synced');
  });

  it('gives each state its own label', () => {
    const labels = Object.values(FRESHNESS_DISPLAY).map((state) => state.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('names', () => {
  it('names the feed sources', () => {
    expect(FEED_SOURCE_LABELS.offline).toMatch(/^Offline sample feed/);
    expect(FEED_SOURCE_LABELS.environment).toContain('SPARK_ACCESS_TOKEN');
    expect(FEED_SOURCE_LABELS.admin).toContain("admin panel's key");
  });

  it('names the lead destinations, an unknown one as it is', () => {
    expect(destinationName('followupboss')).toBe('Follow Up Boss');
    expect(destinationName('apps-script')).toBe('Google Apps Script');
    expect(destinationName('webhook')).toBe('webhook');
  });

  it('words the overall status', () => {
    expect(OVERALL_STATUS_DISPLAY.ok.label).toBe('All systems normal');
    expect(OVERALL_STATUS_DISPLAY.degraded.label).toBe('Attention needed');
  });

  it('tones alert severities, an unknown one neutral', () => {
    expect(alertSeverityTone('critical')).toBe('danger');
    expect(alertSeverityTone('HIGH')).toBe('danger');
    expect(alertSeverityTone('medium')).toBe('warning');
    expect(alertSeverityTone('low')).toBe('neutral');
    expect(alertSeverityTone('info')).toBe('neutral');
  });

  it('capitalises a word', () => {
    expect(capitalized('high')).toBe('High');
    expect(capitalized('')).toBe('');
  });
});
