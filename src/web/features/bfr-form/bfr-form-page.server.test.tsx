import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../../testing/render-on-server';
import { BfrFormPage } from './bfr-form-page';
import { BFR_FORM_TEXT as TEXT } from './bfr-form-text';

describe('BfrFormPage rendered on the server', () => {
  it('renders the title and the loading line for a contact id, and nothing of the file', () => {
    const page = renderOnServer(<BfrFormPage />, { url: '/bfr-form?contactId=101' });
    expect(page).toContain(TEXT.title);
    expect(page).toContain(TEXT.loading);
    expect(page).not.toContain(TEXT.noContact);
    expect(page).not.toContain('BUYER INFORMATION');
  });

  it('says a contact id is missing without one', () => {
    const page = renderOnServer(<BfrFormPage />, { url: '/bfr-form' });
    expect(page).toContain(TEXT.noContact);
    expect(page).not.toContain(TEXT.loading);
  });
});
