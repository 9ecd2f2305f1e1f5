// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { siteInfoFixture } from '../../testing/site-info-fixture';
import { Button } from '../ui/button';
import { CalculatorDialog } from './calculator-dialog';
import { SIMPLE_MORTGAGE_HINT } from './simple-mortgage-calculator';

afterEach(resetBrowser);

const LENDER_URL = siteInfoFixture().identity.bridgeLenderUrl;

async function openCalculator() {
  stubApi();
  const user = userEvent.setup();
  renderWithProviders(<CalculatorDialog trigger={<Button>Calculator</Button>} />);
  await user.click(screen.getByRole('button', { name: 'Calculator' }));
  const dialog = screen.getByRole('dialog', { name: 'Calculator' });
  // the tabs' code arrives on the first opening
  await within(dialog).findByRole('tab', { name: 'Basic' });
  return { user, dialog };
}

const display = (dialog: HTMLElement) =>
  dialog.querySelector('[data-slot="calculator-display"]')?.textContent;

describe('CalculatorDialog', () => {
  it('has the tabs Basic, Mortgage and Bridge Loan and starts on Basic', async () => {
    const { dialog } = await openCalculator();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Basic', 'Mortgage', 'Bridge Loan']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(display(dialog)).toBe('0');
  });

  it('calculates with the mouse, chaining left to right', async () => {
    const { user, dialog } = await openCalculator();
    const press = async (name: string) => user.click(within(dialog).getByRole('button', { name }));
    for (const key of ['2', 'Add', '3', 'Multiply', '4', 'Equals']) await press(key);
    expect(display(dialog)).toBe('20');

    for (const key of ['Clear', '1', 'Decimal point', '5', 'Subtract', '0', 'Decimal point']) {
      await press(key);
    }
    expect(display(dialog)).toBe('0.');
    expect(within(dialog).getByRole('status').textContent).toContain('1.5 −');
    await press('5');
    await press('Equals');
    expect(display(dialog)).toBe('1');

    for (const key of ['8', 'Divide', '0', 'Equals']) await press(key);
    expect(display(dialog)).toBe('Error');
  });

  it('takes keyboard input: digits, operators, Enter, = and c', async () => {
    const { user, dialog } = await openCalculator();
    await user.keyboard('1234*2{Enter}');
    expect(display(dialog)).toBe('2,468');
    await user.keyboard('c');
    expect(display(dialog)).toBe('0');
    await user.keyboard('9÷3×4=');
    expect(display(dialog)).toBe('12');
    await user.keyboard('7/0=');
    expect(display(dialog)).toBe('Error');
    await user.keyboard('C.5+.25=');
    expect(display(dialog)).toBe('0.75');
    await user.keyboard('12{Backspace}');
    expect(display(dialog)).toBe('1');
  });

  it('lets Enter mean = after keys were clicked', async () => {
    const { user, dialog } = await openCalculator();
    await user.click(within(dialog).getByRole('button', { name: '6' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(within(dialog).getByRole('button', { name: '7' }));
    await user.keyboard('{Enter}');
    expect(display(dialog)).toBe('13');
  });

  it('keeps Enter pressing a key focused with Tab', async () => {
    const { user, dialog } = await openCalculator();
    within(dialog).getByRole('button', { name: '9' }).focus();
    await user.keyboard('{Enter}{Enter}');
    expect(display(dialog)).toBe('99');
  });

  it('clears on Escape first and closes on the next Escape', async () => {
    const { user, dialog } = await openCalculator();
    await user.keyboard('42+');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Calculator' })).toBe(dialog);
    expect(display(dialog)).toBe('0');
    expect(within(dialog).getByRole('status').textContent).toBe('0');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts fresh when opened again', async () => {
    const { user, dialog } = await openCalculator();
    await user.keyboard('5');
    await user.click(within(dialog).getByRole('tab', { name: 'Bridge Loan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    const again = screen.getByRole('dialog', { name: 'Calculator' });
    await within(again).findByRole('tab', { name: 'Basic' });
    expect(within(again).getByRole('tab', { name: 'Basic' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(display(again)).toBe('0');
  });

  it('simple mortgage tab calculates only when amount, rate and term are non-zero', async () => {
    const { user, dialog } = await openCalculator();
    await user.click(within(dialog).getByRole('tab', { name: 'Mortgage' }));
    const amount = within(dialog).getByLabelText('Loan Amount');
    const rate = within(dialog).getByLabelText('Interest Rate (%)');
    const term = within(dialog).getByLabelText('Loan Term (years)');
    const calculate = within(dialog).getByRole('button', { name: 'Calculate Payment' });

    // Typing in the tab's boxes does not drive the basic calculator.
    await user.type(amount, '0');
    await user.type(rate, '6.5');
    await user.click(calculate);
    expect(within(dialog).getByText(SIMPLE_MORTGAGE_HINT)).toBeTruthy();
    expect(within(dialog).queryByText(/Monthly Payment/)).toBeNull();

    await user.clear(amount);
    await user.type(amount, '300000');
    await user.clear(term);
    await user.type(term, '0');
    await user.click(calculate);
    expect(within(dialog).queryByText(/Monthly Payment/)).toBeNull();

    await user.clear(term);
    await user.type(term, '30');
    await user.click(calculate);
    const i = 6.5 / 1200;
    const expected = (300000 * i) / (1 - Math.pow(1 + i, -360));
    expect(within(dialog).getByText(/Monthly Payment/).nextElementSibling?.textContent).toBe(
      `$${expected.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(within(dialog).queryByText(SIMPLE_MORTGAGE_HINT)).toBeNull();

    // Back on Basic the keyboard works again; the Mortgage tab kept its values.
    await user.click(within(dialog).getByRole('tab', { name: 'Basic' }));
    await user.keyboard('3');
    expect(display(dialog)).toBe('3');
    await user.click(within(dialog).getByRole('tab', { name: 'Mortgage' }));
    expect((within(dialog).getByLabelText('Loan Amount') as HTMLInputElement).value).toBe('300000');
  });

  it('bridge tab gives the spec example: 500,000 value and 150,000 liens make $200,000', async () => {
    const { user, dialog } = await openCalculator();
    await user.click(within(dialog).getByRole('tab', { name: 'Bridge Loan' }));
    expect(within(dialog).getByRole('heading', { name: 'Buy Before You Sell' })).toBeTruthy();
    const value = within(dialog).getByLabelText('Current Home Value') as HTMLInputElement;
    const liens = within(dialog).getByLabelText('Existing Liens') as HTMLInputElement;
    expect(value.getAttribute('inputmode')).toBe('numeric');

    // Nothing is calculated without both numbers.
    await user.type(value, '500000');
    await user.click(within(dialog).getByRole('button', { name: 'Calculate Bridge Loan' }));
    expect(within(dialog).queryByText('Maximum Bridge Loan')).toBeNull();

    await user.type(liens, '15x0,000');
    expect(value.value).toBe('500,000');
    expect(liens.value).toBe('150,000');
    await user.click(within(dialog).getByRole('button', { name: 'Calculate Bridge Loan' }));

    const figure = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Maximum Bridge Loan')).toBe('$200,000');
    expect(figure('Flat Fee (2.4%)')).toBe('$4,800');
    expect(figure('Total Owed at Sale')).toBe('$204,800');
    expect(figure('Your Equity')).toBe('70%');
    expect(within(dialog).getByText(/Good news!/)).toBeTruthy();
    expect(within(dialog).getByText(/Typical bridge loan duration: 3-6 months/)).toBeTruthy();
    expect(within(dialog).getByText(/No monthly payments/)).toBeTruthy();

    const apply = await within(dialog).findByRole('link', {
      name: 'Apply for a Bridge Loan (opens in a new tab)',
    });
    expect(apply.getAttribute('href')).toBe(LENDER_URL);
    expect(apply.getAttribute('target')).toBe('_blank');
    expect(apply.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('bridge tab says when liens leave no room for a bridge loan', async () => {
    const { user, dialog } = await openCalculator();
    await user.click(within(dialog).getByRole('tab', { name: 'Bridge Loan' }));
    await user.type(within(dialog).getByLabelText('Current Home Value'), '500000');
    await user.type(within(dialog).getByLabelText('Existing Liens'), '400000');
    await user.click(within(dialog).getByRole('button', { name: 'Calculate Bridge Loan' }));
    expect(within(dialog).getByText('Maximum Bridge Loan').nextElementSibling?.textContent).toBe(
      '$0',
    );
    expect(within(dialog).getByText(/no equity available for a bridge loan/)).toBeTruthy();
  });
});
