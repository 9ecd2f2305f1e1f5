import { CircleAlert, CircleCheck, ExternalLink } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  BRIDGE_FEE_RATE,
  BRIDGE_LTV,
  BRIDGE_TYPICAL_DURATION,
  calculateBridgeLoan,
  formatPercent,
  type BridgeResult,
} from '../../../core/finance';
import { digitsOnly, formatDigits, formatUsd } from '../../../core/number-format';
import { useSiteInfo } from '../../lib/site-info';
import { Button } from '../ui/button';
import { NumberField } from './number-field';

const FEE_PERCENT = formatPercent(BRIDGE_FEE_RATE * 100);
const LTV_PERCENT = formatPercent(BRIDGE_LTV * 100);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function BridgeResults({ result }: { result: BridgeResult }) {
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-2">
        <Figure label="Maximum Bridge Loan" value={formatUsd(result.maxBridgeLoan)} />
        <Figure label={`Flat Fee (${FEE_PERCENT})`} value={formatUsd(result.flatFee)} />
        <Figure label="Total Owed at Sale" value={formatUsd(result.totalOwed)} />
        <Figure label="Your Equity" value={formatPercent(result.equityPercentage)} />
      </dl>
      {result.canAffordBridge ? (
        <p className="flex gap-2 rounded-lg border border-success/40 bg-card p-3 text-sm">
          <CircleCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
          <span>
            Good news! Your equity could fund a bridge loan of up to{' '}
            <strong>{formatUsd(result.maxBridgeLoan)}</strong> toward your next home before you
            sell.
          </span>
        </p>
      ) : (
        <p className="flex gap-2 rounded-lg border border-destructive/40 bg-card p-3 text-sm">
          <CircleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            Your existing liens are {LTV_PERCENT} or more of your home&apos;s value, so there is no
            equity available for a bridge loan.
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * The Bridge Loan tab: the Buy Before You Sell analysis (70% of the home value less liens,
 * 2.4% flat fee) and the lender's sign-up link. The inputs take digits only and show
 * thousands separators; without both numbers nothing is calculated (spec section 5).
 */
export function BridgeLoanCalculator() {
  const baseId = useId();
  const { data: site } = useSiteInfo();
  const [homeValue, setHomeValue] = useState('');
  const [liens, setLiens] = useState('');
  const [result, setResult] = useState<BridgeResult | null>(null);
  const lenderUrl = site?.identity.bridgeLenderUrl;

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const next = calculateBridgeLoan(homeValue, liens);
    if (next) setResult(next);
  };

  return (
    <div className="grid gap-4">
      <div>
        <h3 className="font-semibold">Buy Before You Sell</h3>
        <p className="text-sm text-muted-foreground">
          Use your current home&apos;s equity to buy your next home before it sells.
        </p>
      </div>
      <form noValidate onSubmit={calculate} className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <NumberField
            id={`${baseId}-value`}
            label="Current Home Value"
            prefix="$"
            inputMode="numeric"
            value={formatDigits(homeValue)}
            onValueChange={(value) => setHomeValue(digitsOnly(value))}
          />
          <NumberField
            id={`${baseId}-liens`}
            label="Existing Liens"
            prefix="$"
            inputMode="numeric"
            hint="Mortgage and other loan balances; 0 if none."
            value={formatDigits(liens)}
            onValueChange={(value) => setLiens(digitsOnly(value))}
          />
        </div>
        <Button type="submit" variant="brand">
          Calculate Bridge Loan
        </Button>
      </form>
      <div aria-live="polite" aria-atomic="true">
        {result && <BridgeResults result={result} />}
      </div>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Typical bridge loan duration: {BRIDGE_TYPICAL_DURATION}.</li>
        <li>No monthly payments: the loan and its fee are repaid when your current home sells.</li>
        <li>
          Up to {LTV_PERCENT} of your home&apos;s value less existing liens, with a one-time{' '}
          {FEE_PERCENT} flat fee.
        </li>
      </ul>
      {lenderUrl && (
        <Button asChild variant="default" className="w-full">
          <a
            href={lenderUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Apply for a Bridge Loan (opens in a new tab)"
          >
            Apply for a Bridge Loan
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      )}
    </div>
  );
}
