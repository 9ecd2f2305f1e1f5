import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  LOAN_TERMS,
  calculateMortgage,
  downPaymentAmountFromPercent,
  downPaymentPercentFromAmount,
  initialMortgageFields,
  type ListingCosts,
  parseNumberInput,
  validateMortgageFields,
  type MortgageFieldErrors,
  type MortgageFields,
  type MortgageResult,
} from '../../../core/finance';
import { formatUsd, groupAmountText } from '../../../core/number-format';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { NumberField } from './number-field';

export const MORTGAGE_EMPTY_RESULTS_TEXT =
  'Enter loan details and click "Calculate Mortgage" to see results.';

/** The order fields are checked in, so focus goes to the first one with a problem. */
const FIELD_ORDER: (keyof MortgageFields)[] = [
  'purchasePrice',
  'downPayment',
  'downPaymentPercent',
  'interestRatePercent',
  'loanTermYears',
  'annualPropertyTax',
  'annualInsurance',
  'monthlyHoa',
  'monthlyPmi',
];

/** Linked fields: editing one rewrites another, which then no longer carries an old error. */
function withoutErrors(errors: MortgageFieldErrors, ...names: (keyof MortgageFields)[]) {
  if (!names.some((name) => errors[name])) return errors;
  const next = { ...errors };
  for (const name of names) delete next[name];
  return next;
}

function ResultRow({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4 py-1.5',
        strong && 'border-t border-border pt-2.5 font-semibold',
      )}
    >
      <dt className={cn(!strong && 'text-muted-foreground')}>{label}</dt>
      <dd className="tabular-nums">{formatUsd(value)}</dd>
    </div>
  );
}

function MortgageResults({ result }: { result: MortgageResult }) {
  return (
    <div className="grid gap-4">
      <div className="rounded-lg bg-muted p-4 text-center">
        <p className="text-sm font-medium text-muted-foreground">Estimated Monthly Payment</p>
        <p className="text-3xl font-bold text-brand tabular-nums sm:text-4xl">
          {formatUsd(result.monthlyPayment)}
        </p>
      </div>
      <div className="grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
        <dl>
          <ResultRow label="Principal & Interest" value={result.principalAndInterest} />
          <ResultRow label="Property Tax" value={result.propertyTax} />
          <ResultRow label="Home Insurance" value={result.insurance} />
          <ResultRow label="HOA Fees" value={result.hoaFees} />
          <ResultRow label="PMI" value={result.pmi} />
          <ResultRow label="Monthly Payment" value={result.monthlyPayment} strong />
        </dl>
        <dl>
          <ResultRow label="Loan Amount" value={result.loanAmount} />
          <ResultRow label="Total Interest" value={result.totalInterest} />
          <ResultRow label="Total Amount Paid" value={result.totalAmountPaid} strong />
        </dl>
      </div>
      <p className="text-xs text-muted-foreground">
        Total amount paid is principal plus interest over the loan term. Estimates only; your lender
        sets the final terms.
      </p>
    </div>
  );
}

/**
 * The full mortgage calculator of the visitor spec: Loan Details and Additional Costs cards, a
 * Calculate Mortgage button and a results panel that stays empty until the button is pressed.
 * `initialPrice` prefills a listing's price with 20% down.
 */
export function MortgageCalculator({
  initialPrice,
  listingCosts,
}: {
  initialPrice?: number | undefined;
  /** The listing's own tax and HOA fee, in place of the defaults. */
  listingCosts?: ListingCosts | undefined;
}) {
  const baseId = useId();
  const id = (name: keyof MortgageFields) => `${baseId}-${name}`;
  const [fields, setFields] = useState<MortgageFields>(() =>
    initialMortgageFields(initialPrice, listingCosts),
  );
  const [errors, setErrors] = useState<MortgageFieldErrors>({});
  const [result, setResult] = useState<MortgageResult | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  // On a phone the panel sits below the fold; bring fresh results into view.
  useEffect(() => {
    if (result) resultsRef.current?.scrollIntoView({ block: 'nearest' });
  }, [result]);

  const setField = (name: keyof MortgageFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutErrors(current, name));
  };

  const changePrice = (value: string) => {
    // Spec section 4 links only the two down-payment boxes. For a new price we keep the
    // percentage and follow with the amount, as visitors trying prices expect "20% down".
    setFields((current) => {
      const price = parseNumberInput(value);
      const percent = parseNumberInput(current.downPaymentPercent);
      const amount =
        price !== null && price > 0 && percent !== null
          ? downPaymentAmountFromPercent(percent, price)
          : null;
      return {
        ...current,
        purchasePrice: value,
        ...(amount !== null ? { downPayment: String(amount) } : {}),
      };
    });
    setErrors((current) => withoutErrors(current, 'purchasePrice', 'downPayment'));
  };

  const changeDownPayment = (value: string) => {
    setFields((current) => {
      const amount = parseNumberInput(value);
      const price = parseNumberInput(current.purchasePrice);
      const percent =
        amount !== null && price !== null ? downPaymentPercentFromAmount(amount, price) : null;
      return {
        ...current,
        downPayment: value,
        ...(percent !== null ? { downPaymentPercent: String(percent) } : {}),
      };
    });
    setErrors((current) => withoutErrors(current, 'downPayment', 'downPaymentPercent'));
  };

  const changeDownPaymentPercent = (value: string) => {
    setFields((current) => {
      const percent = parseNumberInput(value);
      const price = parseNumberInput(current.purchasePrice);
      const amount =
        percent !== null && price !== null ? downPaymentAmountFromPercent(percent, price) : null;
      return {
        ...current,
        downPaymentPercent: value,
        ...(amount !== null ? { downPayment: String(amount) } : {}),
      };
    });
    setErrors((current) => withoutErrors(current, 'downPayment', 'downPaymentPercent'));
  };

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The calculator may sit in a dialog portalled out of another form (the search sidebar);
    // React bubbles submit through portals, so keep it from submitting that form too.
    event.stopPropagation();
    const checked = validateMortgageFields(fields);
    if (!checked.ok) {
      setErrors(checked.errors);
      setResult(null);
      const first = FIELD_ORDER.find((name) => checked.errors[name]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    setResult(calculateMortgage(checked.input));
  };

  const field = (name: keyof MortgageFields) => ({
    id: id(name),
    value: fields[name],
    error: errors[name],
  });
  // dollar boxes show thousands separators as the bridge-loan boxes do ('520,000');
  // parseNumberInput reads them back
  const moneyField = (name: keyof MortgageFields) => ({
    ...field(name),
    value: groupAmountText(fields[name]),
  });

  return (
    <form noValidate onSubmit={calculate} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="gap-4 py-5">
          <CardHeader className="px-5">
            <CardTitle>Loan Details</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 px-5">
            <NumberField
              label="Purchase Price"
              prefix="$"
              {...moneyField('purchasePrice')}
              onValueChange={changePrice}
            />
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                label="Down Payment"
                prefix="$"
                {...moneyField('downPayment')}
                onValueChange={changeDownPayment}
              />
              <NumberField
                label="Down Payment %"
                suffix="%"
                {...field('downPaymentPercent')}
                onValueChange={changeDownPaymentPercent}
              />
            </div>
            <NumberField
              label="Interest Rate"
              suffix="%"
              {...field('interestRatePercent')}
              onValueChange={(value) => setField('interestRatePercent', value)}
            />
            <div className="grid gap-2">
              <Label htmlFor={id('loanTermYears')}>Loan Term</Label>
              <Select
                value={fields.loanTermYears}
                onValueChange={(value) => setField('loanTermYears', value)}
              >
                <SelectTrigger
                  id={id('loanTermYears')}
                  aria-invalid={errors.loanTermYears ? true : undefined}
                  aria-describedby={
                    errors.loanTermYears ? `${id('loanTermYears')}-error` : undefined
                  }
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LOAN_TERMS.map((years) => (
                    <SelectItem key={years} value={String(years)}>
                      {years} years
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {errors.loanTermYears && (
                <p id={`${id('loanTermYears')}-error`} className="text-sm text-destructive">
                  {errors.loanTermYears}
                </p>
              )}
            </div>
          </CardContent>
        </Card>

        <Card className="gap-4 py-5">
          <CardHeader className="px-5">
            <CardTitle>Additional Costs</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 px-5">
            <NumberField
              label="Property Tax (annual)"
              prefix="$"
              {...moneyField('annualPropertyTax')}
              onValueChange={(value) => setField('annualPropertyTax', value)}
            />
            <NumberField
              label="Home Insurance (annual)"
              prefix="$"
              {...moneyField('annualInsurance')}
              onValueChange={(value) => setField('annualInsurance', value)}
            />
            <NumberField
              label="HOA Fees (monthly)"
              prefix="$"
              {...moneyField('monthlyHoa')}
              onValueChange={(value) => setField('monthlyHoa', value)}
            />
            <NumberField
              label="PMI (monthly)"
              prefix="$"
              {...moneyField('monthlyPmi')}
              onValueChange={(value) => setField('monthlyPmi', value)}
            />
          </CardContent>
        </Card>
      </div>

      <Button
        type="submit"
        variant="brand"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
      >
        Calculate Mortgage
      </Button>

      <Card ref={resultsRef} className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle>Mortgage Results</CardTitle>
        </CardHeader>
        {/* Announced when a calculation fills or changes it. */}
        <CardContent className="px-5" aria-live="polite" aria-atomic="true">
          {result ? (
            <MortgageResults result={result} />
          ) : (
            <p className="py-4 text-center text-sm text-muted-foreground">
              {MORTGAGE_EMPTY_RESULTS_TEXT}
            </p>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
