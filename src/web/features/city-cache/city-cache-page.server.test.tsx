import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../../testing/render-on-server';
import { userFixture } from '../../testing/user-fixture';
import { CITY_CACHE_TEXT, CityCachePage } from './city-cache-page';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

describe('CityCachePage rendered on the server', () => {
  it('renders the page with placeholders while the cache is fetched in the browser', () => {
    const html = renderOnServer(<CityCachePage user={rita} />, { url: '/admin/cache' });
    expect(html).toContain(CITY_CACHE_TEXT.title);
    expect(html).toContain(CITY_CACHE_TEXT.adminOnly);
    expect(html).toContain(CITY_CACHE_TEXT.loading);
    expect(html).toContain(CITY_CACHE_TEXT.start);
  });

  it('renders the sign-in prompt for a visitor, and Admins only for a non-admin', () => {
    expect(renderOnServer(<CityCachePage user={null} />, { url: '/admin/cache' })).toContain(
      CITY_CACHE_TEXT.signedOutTitle,
    );
    expect(
      renderOnServer(<CityCachePage user={userFixture()} />, { url: '/admin/cache' }),
    ).toContain(CITY_CACHE_TEXT.adminsOnly);
  });
});
