import { describe, expect, it } from 'vitest';
import {
  BRIDGE_FEE_RATE,
  BRIDGE_LTV,
  CALCULATOR_ERROR,
  INITIAL_CALCULATOR_STATE,
  LOAN_TERMS,
  MORTGAGE_DEFAULTS,
  MORTGAGE_FIELD_MESSAGES,
  calculateBridgeLoan,
  calculateMortgage,
  calculateSimpleMortgagePayment,
  calculatorReducer,
  downPaymentAmountFromPercent,
  downPaymentPercentFromAmount,
  formatCalculatorDisplay,
  formatPercent,
  initialMortgageFields,
  isCalculatorCleared,
  keyToCalculatorInput,
  parseNumberInput,
  validateMortgageFields,
  type CalculatorState,
  type MortgageFields,
  type MortgageInput,
} from './finance';
import { digitsOnly, formatDigits, formatUsd } from './number-format';

/** Textbook amortization, written out separately from the code under test. */
function amortizedPayment(principal: number, annualPercent: number, years: number) {
  const i = annualPercent / 1200;
  const n = years * 12;
  return (principal * i * Math.pow(1 + i, n)) / (Math.pow(1 + i, n) - 1);
}

const defaultsInput: MortgageInput = {
  purchasePrice: 650000,
  downPayment: 130000,
  interestRatePercent: 7.25,
  loanTermYears: 30,
  annualPropertyTax: 7500,
  annualInsurance: 2200,
  monthlyHoa: 0,
  monthlyPmi: 0,
};

describe('mortgage constants', () => {
  it('match spec section 9', () => {
    expect(LOAN_TERMS).toEqual([15, 20, 25, 30]);
    expect(MORTGAGE_DEFAULTS).toEqual({ ...defaultsInput, downPaymentPercent: 20 });
  });
});

describe('calculateMortgage', () => {
  it('computes the defaults with the standard amortization formula, rounded to dollars', () => {
    const pi = amortizedPayment(520000, 7.25, 30);
    const result = calculateMortgage(defaultsInput);
    expect(result).toEqual({
      loanAmount: 520000,
      principalAndInterest: Math.round(pi),
      propertyTax: 625,
      insurance: Math.round(2200 / 12),
      hoaFees: 0,
      pmi: 0,
      monthlyPayment: Math.round(pi + 625 + 2200 / 12),
      totalInterest: Math.round(pi * 360 - 520000),
      totalAmountPaid: Math.round(pi * 360),
    });
    // Pinned figures, so a formula slip in both places still shows up.
    expect(result.principalAndInterest).toBe(3547);
    expect(result.monthlyPayment).toBe(4356);
    expect(result.insurance).toBe(183);
  });

  it('rounds the exact total rather than adding rounded parts', () => {
    const r = calculateMortgage(defaultsInput);
    // 3547.32 + 625 + 183.33 = 4355.65 -> 4356, while the rounded parts add to 4355.
    expect(r.principalAndInterest + r.propertyTax + r.insurance).toBe(4355);
    expect(r.monthlyPayment).toBe(4356);
  });

  it('divides straight when the rate is 0', () => {
    const r = calculateMortgage({ ...defaultsInput, interestRatePercent: 0, loanTermYears: 15 });
    expect(r.principalAndInterest).toBe(Math.round(520000 / 180));
    expect(r.totalInterest).toBe(0);
    expect(r.totalAmountPaid).toBe(520000);
  });

  it('adds HOA and PMI as monthly amounts', () => {
    const r = calculateMortgage({ ...defaultsInput, monthlyHoa: 150.4, monthlyPmi: 99.6 });
    expect(r.hoaFees).toBe(150);
    expect(r.pmi).toBe(100);
    const pi = amortizedPayment(520000, 7.25, 30);
    expect(r.monthlyPayment).toBe(Math.round(pi + 625 + 2200 / 12 + 250));
  });

  it('handles every loan term', () => {
    for (const years of LOAN_TERMS) {
      const r = calculateMortgage({ ...defaultsInput, loanTermYears: years });
      expect(r.principalAndInterest).toBe(Math.round(amortizedPayment(520000, 7.25, years)));
    }
  });

  it('has no loan and no interest when the down payment covers the price', () => {
    const r = calculateMortgage({ ...defaultsInput, downPayment: 650000 });
    expect(r.loanAmount).toBe(0);
    expect(r.principalAndInterest).toBe(0);
    expect(r.totalInterest).toBe(0);
    expect(r.monthlyPayment).toBe(808);
  });

  it('never gives a negative loan', () => {
    expect(calculateMortgage({ ...defaultsInput, downPayment: 700000 }).loanAmount).toBe(0);
  });
});

describe('linked down payment', () => {
  it('gives the percent with 2 decimals when the price is above 0', () => {
    expect(downPaymentPercentFromAmount(130000, 650000)).toBe(20);
    expect(downPaymentPercentFromAmount(100000, 650000)).toBe(15.38);
    expect(downPaymentPercentFromAmount(1, 3)).toBe(33.33);
    expect(downPaymentPercentFromAmount(2, 3)).toBe(66.67);
    expect(downPaymentPercentFromAmount(0, 650000)).toBe(0);
  });

  it('gives no percent without a positive price', () => {
    expect(downPaymentPercentFromAmount(1000, 0)).toBeNull();
    expect(downPaymentPercentFromAmount(1000, -5)).toBeNull();
    expect(downPaymentPercentFromAmount(Number.NaN, 1000)).toBeNull();
  });

  it('gives the amount rounded to whole dollars', () => {
    expect(downPaymentAmountFromPercent(20, 650000)).toBe(130000);
    expect(downPaymentAmountFromPercent(3.5, 349999)).toBe(12250);
    expect(downPaymentAmountFromPercent(10, 0)).toBe(0);
    expect(downPaymentAmountFromPercent(Number.NaN, 1000)).toBeNull();
  });
});

describe('parseNumberInput', () => {
  it('reads plain and formatted numbers', () => {
    expect(parseNumberInput('650000')).toBe(650000);
    expect(parseNumberInput(' $650,000 ')).toBe(650000);
    expect(parseNumberInput('7.25%')).toBe(7.25);
    expect(parseNumberInput('.5')).toBe(0.5);
    expect(parseNumberInput('5.')).toBe(5);
    expect(parseNumberInput('-3')).toBe(-3);
  });

  it('gives null, never NaN, for empty or malformed entries', () => {
    for (const text of ['', '   ', 'abc', '1e5', '0x10', '1.2.3', '-', '.', '12a']) {
      expect(parseNumberInput(text)).toBeNull();
    }
  });
});

describe('digit-only inputs', () => {
  it('keep digits and show separators', () => {
    expect(digitsOnly('$1,234abc5')).toBe('12345');
    expect(formatDigits('1234567')).toBe('1,234,567');
    expect(formatDigits('500000')).toBe('500,000');
    expect(formatDigits('999')).toBe('999');
    expect(formatDigits('')).toBe('');
    expect(formatDigits('000')).toBe('0');
    expect(formatDigits('0012')).toBe('12');
  });
});

describe('mortgage form', () => {
  const valid: MortgageFields = initialMortgageFields();

  it('starts from the defaults', () => {
    expect(valid).toEqual({
      purchasePrice: '650000',
      downPayment: '130000',
      downPaymentPercent: '20',
      interestRatePercent: '7.25',
      loanTermYears: '30',
      annualPropertyTax: '7500',
      annualInsurance: '2200',
      monthlyHoa: '0',
      monthlyPmi: '0',
    });
  });

  it('prefills a listing price with 20% down', () => {
    const fields = initialMortgageFields(425000);
    expect(fields.purchasePrice).toBe('425000');
    expect(fields.downPayment).toBe('85000');
    expect(fields.downPaymentPercent).toBe('20');
    expect(initialMortgageFields(0).purchasePrice).toBe('650000');
    expect(initialMortgageFields(Number.NaN).purchasePrice).toBe('650000');
  });

  it('turns the defaults into the calculation input', () => {
    expect(validateMortgageFields(valid)).toEqual({ ok: true, input: defaultsInput });
  });

  it('accepts separators and treats empty additional costs as 0', () => {
    const result = validateMortgageFields({
      ...valid,
      purchasePrice: '650,000',
      annualPropertyTax: '',
      monthlyHoa: ' ',
    });
    expect(result.ok && result.input.purchasePrice).toBe(650000);
    expect(result.ok && result.input.annualPropertyTax).toBe(0);
    expect(result.ok && result.input.monthlyHoa).toBe(0);
  });

  it('reports each bad field with its message', () => {
    const result = validateMortgageFields({
      purchasePrice: '',
      downPayment: '-1',
      downPaymentPercent: '120',
      interestRatePercent: '',
      loanTermYears: '10',
      annualPropertyTax: '-5',
      annualInsurance: 'abc',
      monthlyHoa: '-1',
      monthlyPmi: 'x',
    });
    const m = MORTGAGE_FIELD_MESSAGES;
    expect(result).toEqual({
      ok: false,
      errors: {
        purchasePrice: m.priceRequired,
        downPayment: m.downPaymentInvalid,
        downPaymentPercent: m.percentInvalid,
        interestRatePercent: m.rateRequired,
        loanTermYears: m.termInvalid,
        annualPropertyTax: m.costInvalid,
        annualInsurance: m.costInvalid,
        monthlyHoa: m.costInvalid,
        monthlyPmi: m.costInvalid,
      },
    });
  });

  it('refuses a zero price, a down payment above the price and an impossible rate', () => {
    const m = MORTGAGE_FIELD_MESSAGES;
    const zero = validateMortgageFields({ ...valid, purchasePrice: '0' });
    expect(!zero.ok && zero.errors.purchasePrice).toBe(m.priceInvalid);
    const tooMuch = validateMortgageFields({ ...valid, downPayment: '650001' });
    expect(!tooMuch.ok && tooMuch.errors.downPayment).toBe(m.downPaymentTooHigh);
    const emptyDown = validateMortgageFields({ ...valid, downPayment: '' });
    expect(!emptyDown.ok && emptyDown.errors.downPayment).toBe(m.downPaymentRequired);
    const rate = validateMortgageFields({ ...valid, interestRatePercent: '101' });
    expect(!rate.ok && rate.errors.interestRatePercent).toBe(m.rateInvalid);
    const negativeRate = validateMortgageFields({ ...valid, interestRatePercent: '-1' });
    expect(!negativeRate.ok && negativeRate.errors.interestRatePercent).toBe(m.rateInvalid);
  });

  it('allows a 0% rate and no down payment', () => {
    const result = validateMortgageFields({
      ...valid,
      interestRatePercent: '0',
      downPayment: '0',
      downPaymentPercent: '0',
    });
    expect(result.ok).toBe(true);
  });
});

describe('calculateSimpleMortgagePayment', () => {
  it('gives the monthly payment in cents', () => {
    const expected = Math.round(amortizedPayment(300000, 6.5, 30) * 100) / 100;
    expect(calculateSimpleMortgagePayment(300000, 6.5, 30)).toBe(expected);
    expect(expected).toBe(1896.2);
  });

  it('calculates only when amount, rate and term are all non-zero', () => {
    expect(calculateSimpleMortgagePayment(0, 6.5, 30)).toBeNull();
    expect(calculateSimpleMortgagePayment(300000, 0, 30)).toBeNull();
    expect(calculateSimpleMortgagePayment(300000, 6.5, 0)).toBeNull();
    expect(calculateSimpleMortgagePayment(null, 6.5, 30)).toBeNull();
    expect(calculateSimpleMortgagePayment(300000, Number.NaN, 30)).toBeNull();
    expect(calculateSimpleMortgagePayment(-1, 6.5, 30)).toBeNull();
  });
});

describe('calculateBridgeLoan', () => {
  it('uses 70% loan-to-value and a 2.4% flat fee', () => {
    expect(BRIDGE_LTV).toBe(0.7);
    expect(BRIDGE_FEE_RATE).toBe(0.024);
  });

  it('gives the spec example: 500,000 value and 150,000 liens make a 200,000 bridge', () => {
    expect(calculateBridgeLoan(500000, 150000)).toEqual({
      maxBridgeLoan: 200000,
      flatFee: 4800,
      totalOwed: 204800,
      canAffordBridge: true,
      equityPercentage: 70,
    });
  });

  it('reads digit strings like the inputs give them', () => {
    expect(calculateBridgeLoan('500000', '150,000')?.maxBridgeLoan).toBe(200000);
  });

  it('rounds to whole dollars and equity to 1 decimal, with loan + fee = total', () => {
    const r = calculateBridgeLoan(333333, 12345);
    expect(r).not.toBeNull();
    expect(r?.maxBridgeLoan).toBe(Math.round(333333 * 0.7 - 12345));
    expect(r?.flatFee).toBe(Math.round((r?.maxBridgeLoan ?? 0) * 0.024));
    expect(r?.totalOwed).toBe((r?.maxBridgeLoan ?? 0) + (r?.flatFee ?? 0));
    expect(r?.equityPercentage).toBe(96.3);
  });

  it('never lends below 0 and says the bridge is not affordable', () => {
    expect(calculateBridgeLoan(500000, 350000)).toMatchObject({
      maxBridgeLoan: 0,
      flatFee: 0,
      totalOwed: 0,
      canAffordBridge: false,
      equityPercentage: 30,
    });
    expect(calculateBridgeLoan(500000, 600000)).toMatchObject({
      maxBridgeLoan: 0,
      canAffordBridge: false,
      equityPercentage: -20,
    });
  });

  it('has full equity and the whole 70% when there are no liens', () => {
    expect(calculateBridgeLoan(400000, 0)).toMatchObject({
      maxBridgeLoan: 280000,
      equityPercentage: 100,
      canAffordBridge: true,
    });
  });

  it('does nothing when any input is not numeric', () => {
    expect(calculateBridgeLoan('', 150000)).toBeNull();
    expect(calculateBridgeLoan(500000, '')).toBeNull();
    expect(calculateBridgeLoan('abc', 0)).toBeNull();
    expect(calculateBridgeLoan(Number.NaN, 0)).toBeNull();
    expect(calculateBridgeLoan(500000, undefined)).toBeNull();
    expect(calculateBridgeLoan(500000, 0, Number.NaN)).toBeNull();
    expect(calculateBridgeLoan(500000, 0, BRIDGE_LTV, 'x')).toBeNull();
  });

  it('does nothing without a positive home value or with negative liens', () => {
    expect(calculateBridgeLoan(0, 0)).toBeNull();
    expect(calculateBridgeLoan(500000, -1)).toBeNull();
  });
});

/** Feeds keys through the reducer, as the keyboard handler does. */
function press(keys: string[], start: CalculatorState = INITIAL_CALCULATOR_STATE) {
  return keys.reduce((state, key) => {
    const input = keyToCalculatorInput(key);
    if (!input) throw new Error(`not a calculator key: ${key}`);
    return calculatorReducer(state, input);
  }, start);
}

const display = (keys: string[]) => press(keys).display;

describe('basic calculator', () => {
  it('starts at 0 with nothing pending', () => {
    expect(INITIAL_CALCULATOR_STATE.display).toBe('0');
    expect(isCalculatorCleared(INITIAL_CALCULATOR_STATE)).toBe(true);
  });

  it('types numbers without leading zeros', () => {
    expect(display(['0', '0', '7'])).toBe('7');
    expect(display(['1', '2', '3'])).toBe('123');
  });

  it('does the four operations', () => {
    expect(display(['2', '+', '3', '='])).toBe('5');
    expect(display(['9', '-', '1', '2', '='])).toBe('-3');
    expect(display(['6', '*', '7', '='])).toBe('42');
    expect(display(['1', '/', '4', '='])).toBe('0.25');
    expect(display(['8', '÷', '2', '='])).toBe('4');
    expect(display(['8', '×', '2', 'Enter'])).toBe('16');
  });

  it('chains operations left to right', () => {
    expect(display(['2', '+', '3', '*', '4', '='])).toBe('20');
    expect(press(['2', '+', '3', '*']).display).toBe('5');
    expect(display(['1', '0', '-', '2', '-', '3', '='])).toBe('5');
  });

  it('keeps the pending operation visible to the display', () => {
    const state = press(['1', '2', '+']);
    expect(state).toEqual({ display: '12', accumulator: 12, operator: '+', awaitingOperand: true });
  });

  it('replaces an operator pressed right after another', () => {
    expect(display(['6', '+', '*', '2', '='])).toBe('12');
  });

  it('continues from a result and starts over when a digit follows it', () => {
    expect(display(['2', '+', '3', '=', '*', '4', '='])).toBe('20');
    expect(display(['2', '+', '3', '=', '7'])).toBe('7');
    expect(display(['2', '+', '3', '=', '7', '+', '1', '='])).toBe('8');
  });

  it('uses the shown number when = follows an operator, and ignores = alone', () => {
    expect(display(['2', '+', '='])).toBe('4');
    expect(display(['5', '='])).toBe('5');
    expect(display(['='])).toBe('0');
  });

  it('enters decimals without double dots', () => {
    expect(display(['1', '.', '5'])).toBe('1.5');
    expect(display(['1', '.', '.', '5', '.'])).toBe('1.5');
    expect(display(['.', '5'])).toBe('0.5');
    expect(display(['3', '+', '.', '5', '='])).toBe('3.5');
    expect(display(['1', '+', '2', '=', '.', '5'])).toBe('0.5');
    expect(display(['1', '.'])).toBe('1.');
  });

  it('hides binary floating-point noise', () => {
    expect(display(['.', '1', '+', '.', '2', '='])).toBe('0.3');
    expect(display(['1', '/', '3', '='])).toBe('0.333333333333');
    expect(display(['0', '-', '0', '='])).toBe('0');
  });

  it('shows Error on division by zero and recovers on the next key', () => {
    expect(display(['5', '/', '0', '='])).toBe(CALCULATOR_ERROR);
    expect(display(['5', '/', '0', '+'])).toBe(CALCULATOR_ERROR);
    expect(display(['5', '/', '0', '=', '+', '='])).toBe(CALCULATOR_ERROR);
    expect(display(['5', '/', '0', '=', '7'])).toBe('7');
    expect(display(['5', '/', '0', '=', '.'])).toBe('0.');
    expect(press(['5', '/', '0', '=', 'Escape'])).toEqual(INITIAL_CALCULATOR_STATE);
    expect(press(['5', '/', '0', '=', 'Backspace'])).toEqual(INITIAL_CALCULATOR_STATE);
  });

  it('clears with Escape, c and C', () => {
    for (const key of ['Escape', 'c', 'C']) {
      const state = press(['1', '2', '+', '3', key]);
      expect(state).toEqual(INITIAL_CALCULATOR_STATE);
    }
    expect(isCalculatorCleared(press(['1']))).toBe(false);
    expect(isCalculatorCleared(press(['0', '+']))).toBe(false);
  });

  it('takes back the last typed character, not a result', () => {
    expect(display(['1', '2', '3', 'Backspace'])).toBe('12');
    expect(display(['1', 'Backspace'])).toBe('0');
    expect(display(['1', '.', 'Backspace'])).toBe('1');
    expect(display(['2', '+', '3', '=', 'Backspace'])).toBe('5');
    expect(display(['9', '-', '1', '2', '=', '*', 'Backspace'])).toBe('-3');
  });

  it('stops taking digits past 15', () => {
    const keys = Array.from({ length: 20 }, () => '9');
    expect(display(keys)).toBe('999999999999999');
    expect(display(['0', '.', ...keys]).replace(/\D/g, '')).toHaveLength(15);
  });

  it('shows an overflow as Error', () => {
    const big = Array.from({ length: 15 }, () => '9');
    let state = press(big);
    const seen: string[] = [];
    // 1e15 per step: past Number.MAX_VALUE (about 1.8e308) by the 20th multiplication.
    for (let i = 0; i < 20; i++) {
      state = press(['*', ...big, '='], state);
      seen.push(state.display);
    }
    expect(seen.at(-2)).toBe('1e+300');
    expect(seen.at(-1)).toBe(CALCULATOR_ERROR);
  });

  it('ignores a digit input that is not one digit', () => {
    const state = press(['1']);
    expect(calculatorReducer(state, { type: 'digit', digit: '12' })).toBe(state);
    expect(calculatorReducer(state, { type: 'digit', digit: 'a' })).toBe(state);
  });
});

describe('keyToCalculatorInput', () => {
  it('maps the keys of spec section 4', () => {
    expect(keyToCalculatorInput('7')).toEqual({ type: 'digit', digit: '7' });
    expect(keyToCalculatorInput('.')).toEqual({ type: 'decimal' });
    expect(keyToCalculatorInput('+')).toEqual({ type: 'operator', operator: '+' });
    expect(keyToCalculatorInput('-')).toEqual({ type: 'operator', operator: '-' });
    expect(keyToCalculatorInput('*')).toEqual({ type: 'operator', operator: '*' });
    expect(keyToCalculatorInput('×')).toEqual({ type: 'operator', operator: '*' });
    expect(keyToCalculatorInput('/')).toEqual({ type: 'operator', operator: '/' });
    expect(keyToCalculatorInput('÷')).toEqual({ type: 'operator', operator: '/' });
    expect(keyToCalculatorInput('Enter')).toEqual({ type: 'equals' });
    expect(keyToCalculatorInput('=')).toEqual({ type: 'equals' });
    expect(keyToCalculatorInput('Escape')).toEqual({ type: 'clear' });
    expect(keyToCalculatorInput('c')).toEqual({ type: 'clear' });
    expect(keyToCalculatorInput('C')).toEqual({ type: 'clear' });
    expect(keyToCalculatorInput('Backspace')).toEqual({ type: 'backspace' });
  });

  it('ignores other keys', () => {
    for (const key of ['a', 'x', 'Tab', ' ', 'ArrowLeft', '10', '', 'Shift', '%']) {
      expect(keyToCalculatorInput(key)).toBeNull();
    }
  });
});

describe('formatCalculatorDisplay', () => {
  it('adds separators and keeps what is being typed', () => {
    expect(formatCalculatorDisplay('1234567.891')).toBe('1,234,567.891');
    expect(formatCalculatorDisplay('-1234')).toBe('-1,234');
    expect(formatCalculatorDisplay('1000.')).toBe('1,000.');
    expect(formatCalculatorDisplay('0.500')).toBe('0.500');
    expect(formatCalculatorDisplay('0')).toBe('0');
    expect(formatCalculatorDisplay(CALCULATOR_ERROR)).toBe('Error');
    expect(formatCalculatorDisplay('1e+21')).toBe('1e+21');
  });
});

describe('formatUsd and formatPercent', () => {
  it('show whole dollars by default and cents on request', () => {
    expect(formatUsd(4355.65)).toBe('$4,356');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1896.2, { cents: true })).toBe('$1,896.20');
  });

  it('show percentages with up to one decimal', () => {
    expect(formatPercent(70)).toBe('70%');
    expect(formatPercent(96.3)).toBe('96.3%');
    expect(formatPercent(-20)).toBe('-20%');
  });
});

describe("a listing's own costs (issue 41)", () => {
  it('prefills its annual tax and monthly HOA fee instead of the defaults', () => {
    const fields = initialMortgageFields(425_000, { annualTax: 4480.4, monthlyHoa: 125.5 });
    expect(fields.annualPropertyTax).toBe('4480');
    expect(fields.monthlyHoa).toBe('125.5');
    expect(fields.purchasePrice).toBe('425000');
  });

  it.each([
    [{}, '7500', '0'],
    [{ annualTax: null, monthlyHoa: null }, '7500', '0'],
    [{ annualTax: Number.NaN, monthlyHoa: -5 }, '7500', '0'],
    [{ annualTax: 0, monthlyHoa: 0 }, '0', '0'],
  ])('keeps a default for a cost the listing does not give: %o', (costs, tax, hoa) => {
    const fields = initialMortgageFields(300_000, costs);
    expect(fields.annualPropertyTax).toBe(tax);
    expect(fields.monthlyHoa).toBe(hoa);
  });
});
