// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../contract/saved-searches';
import { FavoritesSessionContext } from '../../components/favorites/favorites-session';
import { savedSearchesQueryOptions } from '../../components/saved-searches/api/saved-searches';
import { createQueryClient } from '../../lib/query-client';
import { renderOnServer } from '../../testing/render-on-server';
import { SavedSearchesPage } from './saved-searches-page';
import { SAVED_SEARCHES_TEXT as TEXT } from './saved-searches-text';

const search: SavedSearch = {
  id: 3,
  name: 'Pine horses',
  frequency: 'weekly',
  query: { city: 'Pine', propertyFeatures: ['horse-property'], status: 'ACTIVE' },
  summary: 'Pine · Horse Property',
  createdAt: '2026-03-05T17:00:00.000Z',
  lastSentAt: null,
};

const renderAs = (userId: number | null, searches?: SavedSearch[]) => {
  const client = createQueryClient();
  if (searches) client.setQueryData(savedSearchesQueryOptions(userId).queryKey, searches);
  return renderOnServer(
    <FavoritesSessionContext.Provider value={{ userId }}>
      <SavedSearchesPage />
    </FavoritesSessionContext.Provider>,
    { url: '/saved-searches', client },
  );
};

// The server renders the page with the list its renderer fetched (app/page-queries.ts), without
// browser globals; a visitor who is not signed in gets the way to log in.
describe('SavedSearchesPage on the server', () => {
  it("renders a signed-in visitor's searches", () => {
    expect(typeof window).toBe('undefined');
    const html = renderAs(11, [search]);
    expect(html).toContain(`${TEXT.title}</h1>`);
    expect(html).toContain('Pine horses');
    expect(html).toContain('Pine · Horse Property');
    expect(html).toContain('1 saved search');
    // the alert frequency shows before the app starts (the select's items mount in the browser)
    expect(html).toMatch(/<span[^>]*>Weekly<\/span>/);
    expect(html).toContain('href="/?city=Pine&amp;propertyFeatures=horse-property"');
  });

  it('renders the way to log in for a visitor who is not signed in', () => {
    const html = renderAs(null);
    expect(html).toContain(TEXT.signedOutTitle);
    expect(html).toContain(`href="/auth?return=${encodeURIComponent('/saved-searches')}"`);
  });
});
