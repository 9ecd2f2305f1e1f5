// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../ui/button';
import { MORTGAGE_EMPTY_RESULTS_TEXT, MortgageCalculator } from './mortgage-calculator';
import { MortgageCalculatorDialog } from './mortgage-calculator-dialog';

afterEach(cleanup);

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** Monthly principal and interest, worked out here independently of src/core/finance. */
function monthlyPi(principal: number, annualPercent: number, years: number) {
  const i = annualPercent / 1200;
  const n = years * 12;
  return (principal * i * Math.pow(1 + i, n)) / (Math.pow(1 + i, n) - 1);
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

/** The figure shown next to a result label. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

async function replace(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.clear(input(name));
  if (text) await user.type(input(name), text);
}

describe('MortgageCalculator', () => {
  it('shows the spec labels and defaults, and the empty panel until Calculate', () => {
    render(<MortgageCalculator />);
    expect(screen.getByRole('heading', { name: 'Loan Details' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Additional Costs' })).toBeTruthy();
    expect(input('Purchase Price').value).toBe('650,000');
    expect(input('Down Payment').value).toBe('130,000');
    expect(input('Down Payment %').value).toBe('20');
    expect(input('Interest Rate').value).toBe('7.25');
    expect(screen.getByRole('combobox', { name: 'Loan Term' }).textContent).toContain('30 years');
    expect(input('Property Tax (annual)').value).toBe('7,500');
    expect(input('Home Insurance (annual)').value).toBe('2,200');
    expect(input('HOA Fees (monthly)').value).toBe('0');
    expect(input('PMI (monthly)').value).toBe('0');
    expect(input('Purchase Price').getAttribute('inputmode')).toBe('decimal');
    expect(
      screen.getByText('Enter loan details and click "Calculate Mortgage" to see results.'),
    ).toBeTruthy();
    expect(MORTGAGE_EMPTY_RESULTS_TEXT).toBe(
      'Enter loan details and click "Calculate Mortgage" to see results.',
    );
  });

  it('calculates the defaults in whole dollars', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator />);
    await user.click(screen.getByRole('button', { name: 'Calculate Mortgage' }));

    const pi = monthlyPi(520000, 7.25, 30);
    const tax = 7500 / 12;
    const insurance = 2200 / 12;
    expect(figure('Principal & Interest')).toBe(usd(pi));
    expect(figure('Property Tax')).toBe('$625');
    expect(figure('Home Insurance')).toBe(usd(insurance));
    expect(figure('HOA Fees')).toBe('$0');
    expect(figure('PMI')).toBe('$0');
    expect(figure('Monthly Payment')).toBe(usd(pi + tax + insurance));
    expect(figure('Loan Amount')).toBe('$520,000');
    expect(figure('Total Interest')).toBe(usd(pi * 360 - 520000));
    expect(figure('Total Amount Paid')).toBe(usd(pi * 360));
    expect(screen.getByText('Estimated Monthly Payment').nextElementSibling?.textContent).toBe(
      '$4,356',
    );
    expect(screen.queryByText(MORTGAGE_EMPTY_RESULTS_TEXT)).toBeNull();
  });

  it('recomputes the percent from the amount and the amount from the percent', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator />);

    await replace(user, 'Down Payment', '100000');
    expect(input('Down Payment %').value).toBe('15.38');

    await replace(user, 'Down Payment %', '25');
    expect(input('Down Payment').value).toBe('162,500');

    await replace(user, 'Down Payment %', '3.5');
    expect(input('Down Payment').value).toBe('22,750');
  });

  it('keeps the percentage when the price changes', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator />);
    await replace(user, 'Purchase Price', '400000');
    expect(input('Down Payment').value).toBe('80,000');
    expect(input('Down Payment %').value).toBe('20');
  });

  it('leaves the percent alone while there is no price', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator />);
    await replace(user, 'Purchase Price', '');
    await replace(user, 'Down Payment', '5000');
    expect(input('Down Payment %').value).toBe('20');
  });

  it('prefills a listing price with 20% down and calculates with a new rate and HOA', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator initialPrice={425000} />);
    expect(input('Purchase Price').value).toBe('425,000');
    expect(input('Down Payment').value).toBe('85,000');
    expect(input('Down Payment %').value).toBe('20');

    await replace(user, 'Interest Rate', '6');
    await replace(user, 'HOA Fees (monthly)', '150');
    await user.click(screen.getByRole('button', { name: 'Calculate Mortgage' }));
    const pi = monthlyPi(340000, 6, 30);
    expect(figure('Principal & Interest')).toBe(usd(pi));
    expect(figure('HOA Fees')).toBe('$150');
    expect(figure('Monthly Payment')).toBe(usd(pi + 625 + 2200 / 12 + 150));
  });

  it('uses the loan term chosen in the select', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator />);
    await user.click(screen.getByRole('combobox', { name: 'Loan Term' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '15 years',
      '20 years',
      '25 years',
      '30 years',
    ]);
    await user.click(screen.getByRole('option', { name: '15 years' }));
    await user.click(screen.getByRole('button', { name: 'Calculate Mortgage' }));
    expect(figure('Principal & Interest')).toBe(usd(monthlyPi(520000, 7.25, 15)));
  });

  it('divides straight at a 0% rate', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator />);
    await replace(user, 'Interest Rate', '0');
    await user.click(screen.getByRole('button', { name: 'Calculate Mortgage' }));
    expect(figure('Principal & Interest')).toBe(usd(520000 / 360));
    expect(figure('Total Interest')).toBe('$0');
  });

  it('shows field errors instead of NaN and focuses the first bad field', async () => {
    const user = userEvent.setup();
    const { container } = render(<MortgageCalculator />);
    await replace(user, 'Purchase Price', '');
    await replace(user, 'Property Tax (annual)', '-100');
    await replace(user, 'Interest Rate', 'abc');
    await user.click(screen.getByRole('button', { name: 'Calculate Mortgage' }));

    const price = input('Purchase Price');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(price.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Purchase price is required',
    );
    expect(document.activeElement).toBe(price);
    expect(screen.getByText('Enter an interest rate from 0 to 100')).toBeTruthy();
    expect(screen.getByText('Enter an amount of 0 or more')).toBeTruthy();
    expect(screen.getByText(MORTGAGE_EMPTY_RESULTS_TEXT)).toBeTruthy();
    expect(container.textContent).not.toContain('NaN');

    // Fixing a field clears its message.
    await user.type(price, '500000');
    expect(price.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a down payment above the price', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator />);
    await replace(user, 'Down Payment', '700000');
    await user.click(screen.getByRole('button', { name: 'Calculate Mortgage' }));
    expect(screen.getByText('Down payment cannot be more than the purchase price')).toBeTruthy();
    expect(screen.getByText(MORTGAGE_EMPTY_RESULTS_TEXT)).toBeTruthy();
  });

  it('calculates on Enter in a field', async () => {
    const user = userEvent.setup();
    render(<MortgageCalculator />);
    await user.type(input('Interest Rate'), '{Enter}');
    expect(figure('Loan Amount')).toBe('$520,000');
  });
});

describe('MortgageCalculatorDialog', () => {
  it('opens from its trigger, titled Mortgage Calculator, with the listing price', async () => {
    const user = userEvent.setup();
    render(
      <MortgageCalculatorDialog
        trigger={<Button>Estimate payment</Button>}
        initialPrice={300000}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Estimate payment' }));
    // the dialog's code loads on the first click, then it opens
    const dialog = await screen.findByRole('dialog', { name: 'Mortgage Calculator' });
    expect((within(dialog).getByLabelText('Purchase Price') as HTMLInputElement).value).toBe(
      '300,000',
    );
    expect((within(dialog).getByLabelText('Down Payment') as HTMLInputElement).value).toBe(
      '60,000',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Calculate Mortgage' }));
    expect(within(dialog).getByText('Loan Amount').nextElementSibling?.textContent).toBe(
      '$240,000',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // focus is back on the trigger, and it opens the dialog again
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Estimate payment' }));
    await user.click(screen.getByRole('button', { name: 'Estimate payment' }));
    await screen.findByRole('dialog', { name: 'Mortgage Calculator' });
  });
});
