// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectMessage } from '../../testing/expect-message';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { NotFoundPage } from './not-found-page';

afterEach(resetBrowser);

describe('NotFoundPage', () => {
  it("says '404 Page Not Found' (back office) with 'Page Not Found' (visitor site) as its heading", async () => {
    renderWithProviders(<NotFoundPage />, { url: '/no-such-page' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(await expectMessage('notFound.backOffice')).toBe(heading);
    await expectMessage('screen.pageNotFound', { container: heading });
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
