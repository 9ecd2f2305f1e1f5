import { digitsOnly, groupThousands } from './number-format';

/**
 * Finance calculators of the visitor site (spec sections 2, 3, 4, 5 and 9): the full mortgage
 * calculator with its linked down payment, the simple payment calculator of the Calculator
 * dialog, the Buy Before You Sell bridge-loan analysis and the basic four-function calculator.
 *
 * Rounding: mortgage figures are computed at full precision and each one is then rounded to
 * whole dollars on its own, so the monthly payment is the rounded exact total (it can differ by
 * a dollar from the sum of the rounded parts). The simple payment is rounded to cents. Bridge
 * figures are whole dollars (the fee is 2.4% of the rounded loan, so loan + fee = total owed
 * exactly) and the equity percentage has one decimal, like other percentages on the site.
 */

// ---------------------------------------------------------------------------------------------
// Shared number helpers

/** Rounds to whole dollars. */
function wholeDollars(value: number): number {
  return Math.round(value);
}

/** Rounds to `decimals` places; the epsilon keeps values such as 1.005 from rounding down. */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
}

/** '70%' or '96.3%': up to one decimal, like the site's other percentages. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

const NUMBER_PATTERN = /^-?(?:\d+\.?\d*|\.\d+)$/;

/**
 * Reads a number typed by a visitor: thousands separators, spaces, '$' and '%' are ignored.
 * Null for an empty or malformed entry (never NaN), so forms can show a field error instead.
 */
export function parseNumberInput(text: string): number | null {
  const cleaned = text.replace(/[\s,$%]/g, '');
  if (!NUMBER_PATTERN.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Monthly principal and interest at full precision; straight division when the rate is 0. */
function monthlyPrincipalAndInterest(loan: number, annualRatePercent: number, years: number) {
  const months = years * 12;
  if (months <= 0) return 0;
  const monthlyRate = annualRatePercent / 100 / 12;
  if (monthlyRate === 0) return loan / months;
  return (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

// ---------------------------------------------------------------------------------------------
// Mortgage calculator

export type MortgageInput = {
  purchasePrice: number;
  downPayment: number;
  interestRatePercent: number;
  loanTermYears: number;
  annualPropertyTax: number;
  annualInsurance: number;
  monthlyHoa: number;
  monthlyPmi: number;
};

/** Spec section 3 'Mortgage result'; every figure in whole dollars. */
export type MortgageResult = {
  monthlyPayment: number;
  principalAndInterest: number;
  propertyTax: number;
  insurance: number;
  hoaFees: number;
  pmi: number;
  totalInterest: number;
  /** Principal plus interest over the whole term (not the down payment, taxes or fees). */
  totalAmountPaid: number;
  loanAmount: number;
};

export const LOAN_TERMS = [15, 20, 25, 30] as const;
export type LoanTerm = (typeof LOAN_TERMS)[number];

export const MORTGAGE_DEFAULTS = {
  purchasePrice: 650_000,
  downPayment: 130_000,
  downPaymentPercent: 20,
  interestRatePercent: 7.25,
  loanTermYears: 30,
  annualPropertyTax: 7_500,
  annualInsurance: 2_200,
  monthlyHoa: 0,
  monthlyPmi: 0,
} as const satisfies MortgageInput & { downPaymentPercent: number };

/** The payment breakdown of a mortgage (standard amortization; straight division at 0%). */
export function calculateMortgage(input: MortgageInput): MortgageResult {
  const loanAmount = Math.max(0, input.purchasePrice - input.downPayment);
  const principalAndInterest = monthlyPrincipalAndInterest(
    loanAmount,
    input.interestRatePercent,
    input.loanTermYears,
  );
  const propertyTax = input.annualPropertyTax / 12;
  const insurance = input.annualInsurance / 12;
  const monthlyPayment =
    principalAndInterest + propertyTax + insurance + input.monthlyHoa + input.monthlyPmi;
  const totalPrincipalAndInterest = principalAndInterest * input.loanTermYears * 12;

  return {
    monthlyPayment: wholeDollars(monthlyPayment),
    principalAndInterest: wholeDollars(principalAndInterest),
    propertyTax: wholeDollars(propertyTax),
    insurance: wholeDollars(insurance),
    hoaFees: wholeDollars(input.monthlyHoa),
    pmi: wholeDollars(input.monthlyPmi),
    // Never negative: float noise at 0% could otherwise show '-$0'.
    totalInterest: wholeDollars(Math.max(0, totalPrincipalAndInterest - loanAmount)),
    totalAmountPaid: wholeDollars(totalPrincipalAndInterest),
    loanAmount: wholeDollars(loanAmount),
  };
}

/** Down payment % from the amount, to 2 decimals; null when the price is not above 0. */
export function downPaymentPercentFromAmount(amount: number, price: number): number | null {
  if (!Number.isFinite(amount) || !Number.isFinite(price) || price <= 0) return null;
  return roundTo((amount / price) * 100, 2);
}

/** Down payment amount from the percent of the price, rounded to whole dollars. */
export function downPaymentAmountFromPercent(percent: number, price: number): number | null {
  if (!Number.isFinite(percent) || !Number.isFinite(price)) return null;
  return wholeDollars((price * percent) / 100);
}

/** The mortgage form as typed: every field is text, the loan term comes from a select. */
export type MortgageFields = {
  purchasePrice: string;
  downPayment: string;
  downPaymentPercent: string;
  interestRatePercent: string;
  loanTermYears: string;
  annualPropertyTax: string;
  annualInsurance: string;
  monthlyHoa: string;
  monthlyPmi: string;
};

export type MortgageFieldErrors = Partial<Record<keyof MortgageFields, string>>;

export const MORTGAGE_FIELD_MESSAGES = {
  priceRequired: 'Purchase price is required',
  priceInvalid: 'Enter a purchase price greater than 0',
  downPaymentRequired: 'Down payment is required',
  downPaymentInvalid: 'Enter a down payment of 0 or more',
  downPaymentTooHigh: 'Down payment cannot be more than the purchase price',
  percentInvalid: 'Enter a percentage from 0 to 100',
  rateRequired: 'Interest rate is required',
  rateInvalid: 'Enter an interest rate from 0 to 100',
  termInvalid: 'Choose a loan term of 15, 20, 25 or 30 years',
  costInvalid: 'Enter an amount of 0 or more',
} as const;

/** A listing's own yearly tax and monthly HOA fee, when it has them. */
export type ListingCosts = { annualTax?: number | null; monthlyHoa?: number | null };

const knownCost = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value) && value >= 0;

/**
 * Form text of a calculator prefilled with the defaults, or a price with 20% down; a listing's
 * own tax and HOA fee replace the default ones (issue 41: the property page showed $7,500 of
 * tax beside a listing taxed $4,480).
 */
export function initialMortgageFields(
  initialPrice?: number,
  listing: ListingCosts = {},
): MortgageFields {
  const usePrice = initialPrice !== undefined && Number.isFinite(initialPrice) && initialPrice > 0;
  const price = usePrice ? wholeDollars(initialPrice) : MORTGAGE_DEFAULTS.purchasePrice;
  const percent = MORTGAGE_DEFAULTS.downPaymentPercent;
  const downPayment = usePrice
    ? (downPaymentAmountFromPercent(percent, price) ?? 0)
    : MORTGAGE_DEFAULTS.downPayment;
  return {
    purchasePrice: String(price),
    downPayment: String(downPayment),
    downPaymentPercent: String(percent),
    interestRatePercent: String(MORTGAGE_DEFAULTS.interestRatePercent),
    loanTermYears: String(MORTGAGE_DEFAULTS.loanTermYears),
    annualPropertyTax: String(
      knownCost(listing.annualTax)
        ? wholeDollars(listing.annualTax)
        : MORTGAGE_DEFAULTS.annualPropertyTax,
    ),
    annualInsurance: String(MORTGAGE_DEFAULTS.annualInsurance),
    monthlyHoa: String(
      knownCost(listing.monthlyHoa) ? listing.monthlyHoa : MORTGAGE_DEFAULTS.monthlyHoa,
    ),
    monthlyPmi: String(MORTGAGE_DEFAULTS.monthlyPmi),
  };
}

/** Optional costs: an empty box means none (0). */
function readCost(text: string): number | null {
  if (text.trim() === '') return 0;
  const value = parseNumberInput(text);
  return value !== null && value >= 0 ? value : null;
}

/**
 * Checks the typed mortgage form. Purchase price, down payment and rate are required; empty
 * additional costs count as 0. Gives the numbers to calculate with, or a message per bad field.
 */
export function validateMortgageFields(
  fields: MortgageFields,
): { ok: true; input: MortgageInput } | { ok: false; errors: MortgageFieldErrors } {
  const errors: MortgageFieldErrors = {};
  const m = MORTGAGE_FIELD_MESSAGES;

  const price = parseNumberInput(fields.purchasePrice);
  if (fields.purchasePrice.trim() === '') errors.purchasePrice = m.priceRequired;
  else if (price === null || price <= 0) errors.purchasePrice = m.priceInvalid;

  const downPayment = parseNumberInput(fields.downPayment);
  if (fields.downPayment.trim() === '') errors.downPayment = m.downPaymentRequired;
  else if (downPayment === null || downPayment < 0) errors.downPayment = m.downPaymentInvalid;
  else if (price !== null && price > 0 && downPayment > price) {
    errors.downPayment = m.downPaymentTooHigh;
  }

  const percent = parseNumberInput(fields.downPaymentPercent);
  if (percent === null || percent < 0 || percent > 100)
    errors.downPaymentPercent = m.percentInvalid;

  const rate = parseNumberInput(fields.interestRatePercent);
  if (fields.interestRatePercent.trim() === '') errors.interestRatePercent = m.rateRequired;
  else if (rate === null || rate < 0 || rate > 100) errors.interestRatePercent = m.rateInvalid;

  const term = Number(fields.loanTermYears);
  if (!(LOAN_TERMS as readonly number[]).includes(term)) errors.loanTermYears = m.termInvalid;

  const tax = readCost(fields.annualPropertyTax);
  if (tax === null) errors.annualPropertyTax = m.costInvalid;
  const insurance = readCost(fields.annualInsurance);
  if (insurance === null) errors.annualInsurance = m.costInvalid;
  const hoa = readCost(fields.monthlyHoa);
  if (hoa === null) errors.monthlyHoa = m.costInvalid;
  const pmi = readCost(fields.monthlyPmi);
  if (pmi === null) errors.monthlyPmi = m.costInvalid;

  if (
    Object.keys(errors).length > 0 ||
    price === null ||
    downPayment === null ||
    rate === null ||
    tax === null ||
    insurance === null ||
    hoa === null ||
    pmi === null
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    input: {
      purchasePrice: price,
      downPayment,
      interestRatePercent: rate,
      loanTermYears: term,
      annualPropertyTax: tax,
      annualInsurance: insurance,
      monthlyHoa: hoa,
      monthlyPmi: pmi,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Simple payment calculator (Mortgage tab of the Calculator dialog)

/**
 * Monthly principal and interest in dollars and cents. Null unless the amount, rate and term
 * are all non-zero (spec section 5); negative or non-finite values are refused as well.
 */
export function calculateSimpleMortgagePayment(
  loanAmount: number | null,
  interestRatePercent: number | null,
  loanTermYears: number | null,
): number | null {
  const values = [loanAmount, interestRatePercent, loanTermYears];
  if (values.some((v) => v === null || !Number.isFinite(v) || v <= 0)) return null;
  return roundTo(
    monthlyPrincipalAndInterest(loanAmount ?? 0, interestRatePercent ?? 0, loanTermYears ?? 0),
    2,
  );
}

// ---------------------------------------------------------------------------------------------
// Bridge loan (Buy Before You Sell)

export const BRIDGE_LTV = 0.7;
export const BRIDGE_FEE_RATE = 0.024;
export const BRIDGE_TYPICAL_DURATION = '3-6 months';

/** Spec section 3 'Bridge result': dollars are whole, the equity percentage has 1 decimal. */
export type BridgeResult = {
  maxBridgeLoan: number;
  flatFee: number;
  totalOwed: number;
  canAffordBridge: boolean;
  equityPercentage: number;
};

function toNumber(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  return parseNumberInput(value);
}

/**
 * Bridge analysis: max loan = value x 70% - liens (never below 0), a 2.4% flat fee, total owed
 * = loan + fee. Null ("nothing happens") when any input is not numeric, and also when the home
 * value is not above 0 or the liens are negative, where equity has no meaning.
 */
export function calculateBridgeLoan(
  homeValue: number | string | null | undefined,
  existingLiens: number | string | null | undefined,
  loanToValue: number | string | null | undefined = BRIDGE_LTV,
  feeRate: number | string | null | undefined = BRIDGE_FEE_RATE,
): BridgeResult | null {
  const value = toNumber(homeValue);
  const liens = toNumber(existingLiens);
  const ltv = toNumber(loanToValue);
  const fee = toNumber(feeRate);
  if (value === null || liens === null || ltv === null || fee === null) return null;
  if (value <= 0 || liens < 0) return null;

  const maxBridgeLoan = Math.max(0, wholeDollars(value * ltv - liens));
  const flatFee = wholeDollars(maxBridgeLoan * fee);
  return {
    maxBridgeLoan,
    flatFee,
    totalOwed: maxBridgeLoan + flatFee,
    canAffordBridge: maxBridgeLoan > 0,
    equityPercentage: roundTo(((value - liens) / value) * 100, 1),
  };
}

// ---------------------------------------------------------------------------------------------
// Basic four-function calculator

export type CalculatorOperator = '+' | '-' | '*' | '/';

export type CalculatorInput =
  | { type: 'digit'; digit: string }
  | { type: 'decimal' }
  | { type: 'operator'; operator: CalculatorOperator }
  | { type: 'equals' }
  | { type: 'clear' }
  | { type: 'backspace' };

export type CalculatorState = {
  /** The entry or result shown, as typed ('0', '12.', '0.5') or 'Error'. */
  display: string;
  /** The left operand of the pending operation. */
  accumulator: number | null;
  operator: CalculatorOperator | null;
  /** True right after an operator or '=': the next digit starts a new entry. */
  awaitingOperand: boolean;
};

export const CALCULATOR_ERROR = 'Error';

/** More digits than this lose precision in a double, so further digits are ignored. */
const MAX_ENTRY_DIGITS = 15;

export const INITIAL_CALCULATOR_STATE: CalculatorState = {
  display: '0',
  accumulator: null,
  operator: null,
  awaitingOperand: false,
};

const ERROR_STATE: CalculatorState = { ...INITIAL_CALCULATOR_STATE, display: CALCULATOR_ERROR };

/** How an operator is shown on the keypad and in the pending expression. */
export const OPERATOR_SYMBOLS: Record<CalculatorOperator, string> = {
  '+': '+',
  '-': '−',
  '*': '×',
  '/': '÷',
};

/** True when the calculator shows a plain 0 with nothing pending (clearing changes nothing). */
export function isCalculatorCleared(state: CalculatorState): boolean {
  return state.display === '0' && state.accumulator === null && state.operator === null;
}

function apply(left: number, operator: CalculatorOperator, right: number): number | null {
  let result: number;
  switch (operator) {
    case '+':
      result = left + right;
      break;
    case '-':
      result = left - right;
      break;
    case '*':
      result = left * right;
      break;
    case '/':
      if (right === 0) return null;
      result = left / right;
      break;
  }
  if (!Number.isFinite(result)) return null;
  // 12 significant digits hide binary noise such as 0.1 + 0.2 = 0.30000000000000004.
  const tidy = Number(result.toPrecision(12));
  return Object.is(tidy, -0) ? 0 : tidy;
}

function countDigits(display: string): number {
  return digitsOnly(display).length;
}

/**
 * The basic calculator as a pure reducer. Operations chain left to right like a pocket
 * calculator (2 + 3 × 4 = gives 20); two operators in a row replace the first; '=' right
 * after an operator repeats the shown number (2 + = gives 4); dividing by zero shows 'Error'.
 */
export function calculatorReducer(state: CalculatorState, input: CalculatorInput): CalculatorState {
  const isError = state.display === CALCULATOR_ERROR;
  switch (input.type) {
    case 'clear':
      return INITIAL_CALCULATOR_STATE;

    case 'digit': {
      if (!/^\d$/.test(input.digit)) return state;
      if (isError) return { ...INITIAL_CALCULATOR_STATE, display: input.digit };
      if (state.awaitingOperand) return { ...state, display: input.digit, awaitingOperand: false };
      if (state.display === '0') return { ...state, display: input.digit };
      if (countDigits(state.display) >= MAX_ENTRY_DIGITS) return state;
      return { ...state, display: state.display + input.digit };
    }

    case 'decimal': {
      if (isError) return { ...INITIAL_CALCULATOR_STATE, display: '0.' };
      if (state.awaitingOperand) return { ...state, display: '0.', awaitingOperand: false };
      if (state.display.includes('.')) return state;
      return { ...state, display: `${state.display}.` };
    }

    case 'backspace': {
      if (isError) return INITIAL_CALCULATOR_STATE;
      // A result is not an entry; there is nothing to take back.
      if (state.awaitingOperand) return state;
      const shorter = state.display.slice(0, -1);
      return { ...state, display: shorter === '' || shorter === '-' ? '0' : shorter };
    }

    case 'operator': {
      if (isError) return state;
      const current = Number(state.display);
      if (state.operator !== null && state.accumulator !== null && !state.awaitingOperand) {
        const result = apply(state.accumulator, state.operator, current);
        if (result === null) return ERROR_STATE;
        return {
          display: String(result),
          accumulator: result,
          operator: input.operator,
          awaitingOperand: true,
        };
      }
      if (state.operator !== null && state.awaitingOperand) {
        return { ...state, operator: input.operator };
      }
      return {
        display: state.display,
        accumulator: current,
        operator: input.operator,
        awaitingOperand: true,
      };
    }

    case 'equals': {
      if (isError || state.operator === null || state.accumulator === null) {
        return { ...state, awaitingOperand: !isError };
      }
      const result = apply(state.accumulator, state.operator, Number(state.display));
      if (result === null) return ERROR_STATE;
      return { display: String(result), accumulator: null, operator: null, awaitingOperand: true };
    }
  }
}

/**
 * The calculator input of a keyboard key (spec section 4): digits, '.', + - * / ÷ ×, Enter or
 * '=', Escape or c to clear, and Backspace. Null for any other key.
 */
export function keyToCalculatorInput(key: string): CalculatorInput | null {
  if (/^\d$/.test(key)) return { type: 'digit', digit: key };
  switch (key) {
    case '.':
    case 'Decimal':
      return { type: 'decimal' };
    case '+':
      return { type: 'operator', operator: '+' };
    case '-':
    case '−':
      return { type: 'operator', operator: '-' };
    case '*':
    case '×':
      return { type: 'operator', operator: '*' };
    case '/':
    case '÷':
      return { type: 'operator', operator: '/' };
    case '=':
    case 'Enter':
      return { type: 'equals' };
    case 'Escape':
    case 'c':
    case 'C':
      return { type: 'clear' };
    case 'Backspace':
      return { type: 'backspace' };
    default:
      return null;
  }
}

/**
 * The display with thousands separators ('1234.5' -> '1,234.5'), keeping a trailing dot or
 * zeros the visitor is typing; 'Error' and exponent forms such as '1e+21' are left alone.
 */
export function formatCalculatorDisplay(display: string): string {
  const match = /^(-?)(\d+)(\.\d*)?$/.exec(display);
  if (!match) return display;
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign}${groupThousands(whole)}${fraction}`;
}
