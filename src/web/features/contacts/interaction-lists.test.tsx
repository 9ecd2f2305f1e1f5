// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestLog, stubApi } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { EmailsList } from './components/interaction-lists';
import { CONTACTS_TEXT as TEXT } from './contacts-text';
import { expectMessage } from '../../testing/expect-message';

afterEach(resetBrowser);

describe('EmailsList', () => {
  it('asks to select a contact when there is none, without asking the CRM', async () => {
    const api = stubApi();
    renderWithProviders(<EmailsList personId={null} />);
    const list = screen.getByRole('region', { name: TEXT.emailsList });
    expect(list.textContent).toBe(TEXT.selectContact);
    await expectMessage('contact.selectForEmails', { container: list });
    expect(requestLog(api).some((call) => call.includes('/api/followup-boss'))).toBe(false);
  });
});
