import { stageDisplay, type StageColor } from '../../../../core/contact-stages';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/** Each stage colour as a light badge with dark text (at least 4.5:1), and a border for forced colours. */
const STAGE_COLOR_CLASSES: Record<StageColor, string> = {
  red: 'border-red-200 bg-red-100 text-red-900',
  blue: 'border-blue-200 bg-blue-100 text-blue-900',
  green: 'border-green-200 bg-green-100 text-green-900',
  purple: 'border-purple-200 bg-purple-100 text-purple-900',
  amber: 'border-amber-200 bg-amber-100 text-amber-900',
  gray: 'border-slate-200 bg-slate-100 text-slate-800',
};

/** A contact's stage: its label in words (never colour alone) on the stage's colour. */
export function StageBadge({ stage, className }: { stage: string | null; className?: string }) {
  const { label, color } = stageDisplay(stage);
  return (
    <Badge
      data-stage-color={color}
      className={cn(STAGE_COLOR_CLASSES[color], 'whitespace-normal', className)}
    >
      <span className="sr-only">Stage: </span>
      {label}
    </Badge>
  );
}
