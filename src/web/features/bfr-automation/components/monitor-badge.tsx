import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';

/** Active (green) or Inactive (grey); shared by the monitoring and status cards. */
export function OnOffBadge({
  on,
  onText = TEXT.active,
  offText = TEXT.inactive,
}: {
  on: boolean;
  onText?: string;
  offText?: string;
}) {
  return (
    <Badge
      data-state={on ? 'on' : 'off'}
      className={cn(
        'border-transparent',
        on ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', on ? 'bg-green-600' : 'bg-slate-500')}
      />
      {on ? onText : offText}
    </Badge>
  );
}
