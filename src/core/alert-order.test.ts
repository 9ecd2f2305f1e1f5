import { describe, expect, it } from 'vitest';
import {
  ALERT_SEVERITY_ORDER,
  bannerAlerts,
  MAX_BANNER_ALERTS,
  severityRank,
  sortAlerts,
} from './alert-order';

const alert = (id: number, severity: string, timestamp = '2026-03-01T10:00:00.000Z') => ({
  id,
  severity,
  timestamp,
});

describe('severityRank', () => {
  it('ranks critical, high, medium, then every other severity alike', () => {
    expect(ALERT_SEVERITY_ORDER).toEqual(['critical', 'high', 'medium']);
    expect(severityRank('critical')).toBe(0);
    expect(severityRank('high')).toBe(1);
    expect(severityRank('medium')).toBe(2);
    expect(severityRank('low')).toBe(3);
    expect(severityRank('info')).toBe(3);
    expect(severityRank('')).toBe(3);
  });

  it('reads a severity whatever its case or surrounding spaces', () => {
    expect(severityRank('CRITICAL')).toBe(0);
    expect(severityRank(' High ')).toBe(1);
  });
});

describe('sortAlerts', () => {
  it('orders critical, high, medium, other whatever order the alerts arrive in', () => {
    const alerts = [
      alert(1, 'low'),
      alert(2, 'medium'),
      alert(3, 'warning'),
      alert(4, 'high'),
      alert(5, 'critical'),
    ];
    expect(sortAlerts(alerts).map((a) => a.severity)).toEqual([
      'critical',
      'high',
      'medium',
      'warning', // other severities rank alike: the higher id (same time) first
      'low',
    ]);
    expect(sortAlerts([...alerts].reverse()).map((a) => a.id)).toEqual([5, 4, 2, 3, 1]);
  });

  it('puts the newest first within a severity, then the highest id', () => {
    const alerts = [
      alert(1, 'high', '2026-03-01T10:00:00.000Z'),
      alert(2, 'high', '2026-03-02T10:00:00.000Z'),
      alert(3, 'high', '2026-03-01T10:00:00.000Z'),
      alert(4, 'high', 'not a date'),
    ];
    expect(sortAlerts(alerts).map((a) => a.id)).toEqual([2, 3, 1, 4]);
  });

  it('leaves the given list as it was', () => {
    const alerts = [alert(1, 'low'), alert(2, 'critical')];
    sortAlerts(alerts);
    expect(alerts.map((a) => a.id)).toEqual([1, 2]);
  });
});

describe('bannerAlerts', () => {
  const five = [
    alert(1, 'medium'),
    alert(2, 'low'),
    alert(3, 'critical'),
    alert(4, 'high'),
    alert(5, 'medium', '2026-03-05T10:00:00.000Z'),
  ];

  it('shows at most three, the most severe, and counts the rest', () => {
    expect(MAX_BANNER_ALERTS).toBe(3);
    const { shown, notShown } = bannerAlerts(five);
    expect(shown.map((a) => a.id)).toEqual([3, 4, 5]);
    expect(notShown).toBe(2);
  });

  it('counts nothing more when all fit, and shows nothing for no alerts', () => {
    expect(bannerAlerts(five.slice(0, 3))).toMatchObject({ notShown: 0 });
    expect(bannerAlerts(five.slice(0, 3)).shown).toHaveLength(3);
    expect(bannerAlerts([])).toEqual({ shown: [], notShown: 0 });
  });

  it('leaves dismissed alerts out of what is shown and of the count', () => {
    const { shown, notShown } = bannerAlerts(five, new Set([3, 2]));
    expect(shown.map((a) => a.id)).toEqual([4, 5, 1]);
    expect(notShown).toBe(0);
    expect(bannerAlerts(five, new Set([4]))).toMatchObject({ notShown: 1 });
    expect(bannerAlerts(five, new Set([1, 2, 3, 4, 5]))).toEqual({ shown: [], notShown: 0 });
  });

  it('takes another limit', () => {
    expect(bannerAlerts(five, new Set(), 1)).toMatchObject({ notShown: 4 });
    expect(bannerAlerts(five, new Set(), 0)).toMatchObject({ shown: [], notShown: 5 });
  });
});
