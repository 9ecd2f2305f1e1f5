// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingCard } from '../../../components/listings/listing-card';
import { stubApi } from '../../../testing/api-stub';
import { listingDetail } from '../../../testing/listing-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { PropertyHeader } from './property-header';

afterEach(resetBrowser);

/** The classes that give a badge its look from the admin's settings (the --badge-* variables). */
const badgeVariableClasses = (badge: HTMLElement) =>
  badge.className
    .split(/\s+/)
    .filter((c) => c.includes('var(--badge-'))
    .sort();

/** What the status badge of a listing card shows for the listing (the card has one). */
function cardBadge(property: ReturnType<typeof listingDetail>) {
  renderWithProviders(<ListingCard property={property} photoSources={[]} />);
  const badge = document.querySelector<HTMLElement>('[data-badge-style]');
  if (!badge) throw new Error('the card has no status badge');
  const seen = {
    text: badge.textContent,
    style: badge.dataset.badgeStyle,
    classes: badgeVariableClasses(badge),
  };
  cleanup();
  return seen;
}

describe('the status badge (issue 41: one status colour everywhere)', () => {
  it.each([
    ['ACTIVE', {}],
    ['PENDING', { status: 'PENDING' }],
    ['SOLD', { status: 'SOLD' }],
    ['CONTINGENT', { status: 'CONTINGENT' }],
    ['PRICE REDUCED', { priceReduction: 10_000 }],
  ])('%s: the property page uses the same badge and variables as the card', (label, change) => {
    stubApi();
    const property = listingDetail(42, change);
    const card = cardBadge(property);

    renderWithProviders(<PropertyHeader property={property} returnPath="/" />);
    const page = screen.getByTestId('property-status');

    expect(page.textContent).toBe(label);
    expect(card.text).toBe(label);
    expect(page.dataset.badgeStyle).toBe(card.style);
    // the admin's colours, radius, border and shadow: the same variables as on the card
    expect(badgeVariableClasses(page)).toEqual(card.classes);
    expect(card.classes).toContain('rounded-[var(--badge-radius)]');
  });
});
