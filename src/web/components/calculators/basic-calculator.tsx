import type * as React from 'react';
import {
  OPERATOR_SYMBOLS,
  formatCalculatorDisplay,
  keyToCalculatorInput,
  type CalculatorInput,
  type CalculatorOperator,
  type CalculatorState,
} from '../../../core/finance';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

type Key = {
  label: string;
  /** Spoken name when the face is a symbol. */
  name?: string;
  input: CalculatorInput;
  className?: string;
  variant?: 'outline' | 'secondary' | 'brand';
};

const digit = (d: string, className?: string): Key => ({
  label: d,
  input: { type: 'digit', digit: d },
  ...(className ? { className } : {}),
});

const operator = (op: CalculatorOperator, name: string): Key => ({
  label: OPERATOR_SYMBOLS[op],
  name,
  input: { type: 'operator', operator: op },
  variant: 'secondary',
});

/** Keypad rows in reading order; '=' spans two rows at the right. */
const KEYS: Key[] = [
  {
    label: 'C',
    name: 'Clear',
    input: { type: 'clear' },
    className: 'col-span-2',
    variant: 'secondary',
  },
  operator('/', 'Divide'),
  operator('*', 'Multiply'),
  digit('7'),
  digit('8'),
  digit('9'),
  operator('-', 'Subtract'),
  digit('4'),
  digit('5'),
  digit('6'),
  operator('+', 'Add'),
  digit('1'),
  digit('2'),
  digit('3'),
  {
    label: '=',
    name: 'Equals',
    input: { type: 'equals' },
    className: 'row-span-2 h-auto',
    variant: 'brand',
  },
  digit('0', 'col-span-2'),
  { label: '.', name: 'Decimal point', input: { type: 'decimal' } },
];

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * The calculator input of a key pressed while the Basic tab is shown, or null when the key
 * is not the calculator's. Escape is left to the dialog (see CalculatorDialog), modified keys
 * stay shortcuts (Ctrl+C copies), and Enter on a focused button or link keeps pressing it,
 * so keyboard users can still work the keypad, the tabs and the Close button.
 */
export function calculatorInputForKey(event: React.KeyboardEvent): CalculatorInput | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Escape' || isTextEntry(event.target)) return null;
  if (event.key === 'Enter' && event.target instanceof Element) {
    const control = event.target.closest('button, a');
    if (control && control.getAttribute('role') !== 'tab') return null;
  }
  return keyToCalculatorInput(event.key);
}

/** The four-function calculator's display and keypad; the state lives with its owner. */
export function BasicCalculator({
  state,
  onInput,
}: {
  state: CalculatorState;
  onInput: (input: CalculatorInput) => void;
}) {
  const pending =
    state.operator !== null && state.accumulator !== null
      ? `${formatCalculatorDisplay(String(state.accumulator))} ${OPERATOR_SYMBOLS[state.operator]}`
      : '';
  return (
    <div className="grid gap-3">
      {/* One live region for the pending operation and the entry, read out together. */}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="rounded-lg border border-border bg-muted px-4 py-3 text-right"
      >
        <p className="h-5 text-sm text-muted-foreground tabular-nums">{pending}</p>
        <p data-slot="calculator-display" className="text-3xl font-semibold break-all tabular-nums">
          {formatCalculatorDisplay(state.display)}
        </p>
      </div>
      <div className="grid grid-cols-4 gap-2">
        {KEYS.map((key) => (
          <Button
            key={key.label}
            variant={key.variant ?? 'outline'}
            aria-label={key.name}
            className={cn('h-12 text-lg tabular-nums', key.className)}
            // Clicking keeps focus where it was (not on the key), so a following Enter from
            // the keyboard means '=' instead of pressing the last clicked key again.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInput(key.input)}
          >
            {key.label}
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Keyboard: digits, . + − * / Enter or =, Escape or C to clear, Backspace to delete.
      </p>
    </div>
  );
}
