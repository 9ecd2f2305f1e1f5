import { PAGES } from '../../../core/page-routes';
import type { LucideIcon } from 'lucide-react';
import { CircleAlert, Info, OctagonExclamationPoint, TriangleAlert, X } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import type { Alert } from '../../../contract/alerts';
import { bannerAlerts, severityRank } from '../../../core/alert-order';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useAlerts, useResolveAlert } from './api/alerts';
import { dismissAlert, useDismissedAlerts } from './dismissed-alerts';
import { formatArizonaMoment } from '../../../core/date-time-format';

/** Where the whole list of alerts is (the operations page of the back office). */
export const ALL_ALERTS_HREF = PAGES.adminOperations;

export const ALERT_BANNER_TEXT = {
  region: 'System alerts',
  resolve: 'Resolve',
  resolving: 'Resolving...',
  dismiss: 'Dismiss',
  checkAdminPanel: 'Check admin panel for complete list.',
} as const;

/** The first half of the spec's line under the banner; the second links to the whole list. */
const notShownText = (count: number) => `${count} additional alerts not shown.`;

/** The spec's line under the banner: '{n} additional alerts not shown. Check admin panel…' */
export const additionalAlertsText = (count: number) =>
  `${notShownText(count)} ${ALERT_BANNER_TEXT.checkAdminPanel}`;

type SeverityLook = { label: string; icon: LucideIcon; box: string; iconColor: string };

// By severity rank (core/alert-order.ts): critical, high, medium, any other.
const LOOKS: readonly SeverityLook[] = [
  {
    label: 'Critical',
    icon: OctagonExclamationPoint,
    box: 'border-red-300 bg-red-50 text-red-950',
    iconColor: 'text-red-700',
  },
  {
    label: 'High',
    icon: TriangleAlert,
    box: 'border-orange-300 bg-orange-50 text-orange-950',
    iconColor: 'text-orange-700',
  },
  {
    label: 'Medium',
    icon: CircleAlert,
    box: 'border-amber-300 bg-amber-50 text-amber-950',
    iconColor: 'text-amber-700',
  },
  {
    label: 'Other',
    icon: Info,
    box: 'border-sky-300 bg-sky-50 text-sky-950',
    iconColor: 'text-sky-700',
  },
];

/** The look of a severity; any other severity shows its own name ('Low'), else 'Other'. */
function lookOf(severity: string): SeverityLook {
  const look = LOOKS[Math.min(severityRank(severity), LOOKS.length - 1)] as SeverityLook;
  if (look !== LOOKS[LOOKS.length - 1]) return look;
  const name = severity.trim();
  return name ? { ...look, label: name.charAt(0).toUpperCase() + name.slice(1) } : look;
}

// Arizona time with its zone, as every staff screen writes it
const formatWhen = (timestamp: string) => formatArizonaMoment(timestamp) ?? timestamp;

function AlertItem({
  alert,
  resolving,
  onResolve,
  onDismiss,
}: {
  alert: Alert;
  resolving: boolean;
  onResolve: () => void;
  onDismiss: () => void;
}) {
  const look = lookOf(alert.severity);
  const Icon = look.icon;
  const titleId = `system-alert-${alert.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-start sm:gap-4',
        look.box,
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Icon className={cn('mt-0.5 size-5 shrink-0', look.iconColor)} aria-hidden="true" />
        <div className="grid min-w-0 gap-0.5">
          <p id={titleId} className="font-semibold break-words">
            <span className="sr-only">{`${look.label} severity alert: `}</span>
            {alert.title}
          </p>
          <p className="text-sm break-words">{alert.message}</p>
          <p className="text-xs opacity-80">
            <span aria-hidden="true">{look.label} · </span>
            {alert.component} ·{' '}
            <time dateTime={alert.timestamp}>{formatWhen(alert.timestamp)}</time>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 self-end sm:self-start">
        <Button
          size="sm"
          variant="outline"
          disabled={resolving}
          onClick={onResolve}
          aria-label={`${ALERT_BANNER_TEXT.resolve} alert: ${alert.title}`}
        >
          {resolving ? ALERT_BANNER_TEXT.resolving : ALERT_BANNER_TEXT.resolve}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDismiss}
          aria-label={`${ALERT_BANNER_TEXT.dismiss} alert: ${alert.title}`}
          className="hover:bg-black/5"
        >
          <X aria-hidden="true" />
          {ALERT_BANNER_TEXT.dismiss}
        </Button>
      </div>
    </li>
  );
}

/**
 * The admins' banner of open system alerts (back-office spec section 2): at most three, the
 * most severe first, each resolvable on the server or dismissed for this browser session; the
 * rest counted with a way to the whole list. Nothing when no alert is open. Client-only: the
 * app renders it after mount, for admins on the listing screens (src/web/app/admin-alerts.tsx).
 */
export function AlertBanner() {
  const { data: alerts } = useAlerts();
  const dismissed = useDismissedAlerts();
  const resolve = useResolveAlert();
  const region = useRef<HTMLElement>(null);

  const { shown, notShown } = bannerAlerts(alerts ?? [], dismissed);
  if (shown.length === 0 && notShown === 0) return null;

  // The button pressed goes away with its alert: keep the keyboard in the banner (unless the
  // admin has moved on meanwhile).
  const keepFocus = () => {
    const active = document.activeElement;
    const here = region.current;
    if (here && (!active || active === document.body || here.contains(active))) here.focus();
  };
  const dismiss = (id: number) => {
    dismissAlert(id);
    keepFocus();
  };

  return (
    <section
      ref={region}
      role="region"
      aria-label={ALERT_BANNER_TEXT.region}
      tabIndex={-1}
      className="mx-auto grid w-full max-w-7xl gap-2 px-4 pt-4 outline-none"
    >
      <ul className="grid gap-2">
        {shown.map((alert) => (
          <AlertItem
            key={alert.id}
            alert={alert}
            resolving={resolve.isPending && resolve.variables === alert.id}
            onResolve={() => resolve.mutate(alert.id, { onSuccess: keepFocus })}
            onDismiss={() => dismiss(alert.id)}
          />
        ))}
      </ul>
      {notShown > 0 && (
        <p className="text-sm text-muted-foreground">
          {`${notShownText(notShown)} `}
          <Link
            href={ALL_ALERTS_HREF}
            className="font-medium text-foreground underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {ALERT_BANNER_TEXT.checkAdminPanel}
          </Link>
        </p>
      )}
    </section>
  );
}
