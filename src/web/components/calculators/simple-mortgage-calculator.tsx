import { useId, useState, type FormEvent } from 'react';
import { calculateSimpleMortgagePayment, parseNumberInput } from '../../../core/finance';
import { formatUsd } from '../../../core/number-format';
import { Button } from '../ui/button';
import { NumberField } from './number-field';

export const SIMPLE_MORTGAGE_HINT =
  'Enter a loan amount, interest rate and loan term greater than 0 to see the payment.';

type Outcome = { payment: number } | { refused: true } | null;

/**
 * The Mortgage tab of the Calculator dialog: principal and interest from amount, rate and
 * term. It calculates only when all three are non-zero (spec section 5).
 */
export function SimpleMortgageCalculator() {
  const baseId = useId();
  const [amount, setAmount] = useState('');
  const [rate, setRate] = useState('');
  const [years, setYears] = useState('30');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const payment = calculateSimpleMortgagePayment(
      parseNumberInput(amount),
      parseNumberInput(rate),
      parseNumberInput(years),
    );
    setOutcome(payment === null ? { refused: true } : { payment });
  };

  return (
    <form noValidate onSubmit={calculate} className="grid gap-4">
      <NumberField
        id={`${baseId}-amount`}
        label="Loan Amount"
        prefix="$"
        value={amount}
        onValueChange={setAmount}
      />
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          id={`${baseId}-rate`}
          label="Interest Rate (%)"
          suffix="%"
          value={rate}
          onValueChange={setRate}
        />
        <NumberField
          id={`${baseId}-years`}
          label="Loan Term (years)"
          inputMode="numeric"
          value={years}
          onValueChange={setYears}
        />
      </div>
      <Button type="submit" variant="brand">
        Calculate Payment
      </Button>
      <div aria-live="polite" aria-atomic="true">
        {outcome && 'payment' in outcome && (
          <div className="rounded-lg bg-muted p-4 text-center">
            <p className="text-sm font-medium text-muted-foreground">
              Monthly Payment (principal &amp; interest)
            </p>
            <p className="text-3xl font-bold text-brand tabular-nums">
              {formatUsd(outcome.payment, { cents: true })}
            </p>
          </div>
        )}
        {outcome && 'refused' in outcome && (
          <p className="text-sm text-muted-foreground">{SIMPLE_MORTGAGE_HINT}</p>
        )}
      </div>
    </form>
  );
}
