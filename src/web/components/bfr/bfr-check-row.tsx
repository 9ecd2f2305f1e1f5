import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { BFR_SHARED_TEXT as TEXT } from './bfr-shared-text';

/**
 * One document box of a buyer file, its whole row a touch target; a box the property analysis
 * requires is red, with REQUIRED beside (read with the box).
 */
export function BfrCheckRow({
  id,
  label,
  required,
  registration,
}: {
  id: string;
  label: string;
  required: boolean;
  registration: UseFormRegisterReturn;
}) {
  return (
    <li className="flex min-h-11 items-start gap-3 rounded-md py-1.5" data-box={registration.name}>
      <input
        type="checkbox"
        id={id}
        aria-describedby={required ? `${id}-required` : undefined}
        className="mt-1 size-5 shrink-0 cursor-pointer rounded-sm accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        {...registration}
      />
      <label
        htmlFor={id}
        className={cn(
          'min-w-0 flex-1 cursor-pointer py-1 text-sm leading-5',
          required && 'font-semibold text-red-700',
        )}
      >
        {label}
      </label>
      {required && (
        <span
          id={`${id}-required`}
          className="shrink-0 rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold tracking-wide text-red-800"
        >
          {TEXT.required}
        </span>
      )}
    </li>
  );
}
