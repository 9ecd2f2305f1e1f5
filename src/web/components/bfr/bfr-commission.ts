import type { BfrFormData, BfrTextKey } from '../../../core/bfr-fields';
import { commissionText } from '../../../core/bfr-rules';
import { BFR_SHARED_TEXT as TEXT } from './bfr-shared-text';

/** The fields whose typing works the commission out again (spec section 4). */
export const COMMISSION_INPUTS: ReadonlySet<BfrTextKey> = new Set(['amount', 'percentage']);

/** The commission field: read-only, shaded, saying where its value comes from. */
export const COMMISSION_FIELD = {
  readOnly: true,
  hint: TEXT.commissionHint,
  className: '[&_input]:bg-muted',
} as const;

/** What of a react-hook-form form the commission needs. */
type CommissionForm = {
  getValues: () => Pick<BfrFormData, 'amount' | 'percentage'>;
  setValue: (name: 'commission', value: string, options: { shouldDirty: boolean }) => void;
};

/**
 * Works the commission out from the purchase amount and the percentage as they are typed
 * ('450,000' and '3%' → '$13,500'; blank until both are numbers).
 */
export function fillCommission(form: CommissionForm): void {
  const { amount, percentage } = form.getValues();
  form.setValue('commission', commissionText(amount, percentage), { shouldDirty: true });
}
