import { statusLabel } from '../../../core/listing-display';
import { statusBadgeStyle, type BadgeSettings } from './status-badge-style';

/** A listing's status, coloured per the admin's badge settings (defaults until they load). */
export function StatusBadge({
  status,
  settings,
}: {
  status: string;
  settings?: BadgeSettings | undefined;
}) {
  const { kind, style } = statusBadgeStyle(status, settings);
  return (
    <span
      data-badge-style={kind}
      style={style}
      className="inline-flex shrink-0 items-center px-2 py-0.5 text-xs leading-4 font-semibold whitespace-nowrap"
    >
      {statusLabel(status)}
    </span>
  );
}
