// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion } from '../../../../contract/search-suggestions';
import type { KnownPlace } from '../../../../core/search-interpreter';
import { ok, requestedPaths, stubApi } from '../../../testing/api-stub';
import { resetBrowser } from '../../../testing/reset-browser';
import { SearchBox } from './search-box';

const SUGGESTIONS: SearchSuggestion[] = [
  { kind: 'street', label: 'Woodland Ct', city: 'Payson', count: 3, listingId: null },
  { kind: 'town', label: 'Payson', city: null, count: 312, listingId: null },
  { kind: 'subdivision', label: 'Woodland Hills', city: 'Show Low', count: 1, listingId: null },
  {
    kind: 'mls',
    label: 'MLS #6901651 · 2314 Woodland Ct, Payson',
    city: 'Payson',
    count: 1,
    listingId: 7,
  },
];

function Harness({
  onSearch,
  onPick,
}: {
  onSearch: (text: string, places: KnownPlace[]) => void;
  onPick: (s: SearchSuggestion) => void;
}) {
  const [value, setValue] = useState('');
  return <SearchBox value={value} onChange={setValue} onSearch={onSearch} onPick={onPick} />;
}

afterEach(resetBrowser);

describe('SearchBox suggestions', () => {
  it('suggests as the visitor types, grouped, and picks with the keyboard', async () => {
    const api = stubApi({ '/api/search/suggestions': ok({ suggestions: SUGGESTIONS }) });
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSearch={vi.fn()} onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: /Search by town/ });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.click(box);
    await user.type(box, 'wood');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    // one request for the burst of keystrokes, not one per key
    await waitFor(() =>
      expect(requestedPaths(api).filter((p) => p.startsWith('/api/search/suggestions'))).toEqual([
        '/api/search/suggestions?q=wood',
      ]),
    );
    // grouped in the list's order: towns first, whatever order the reply had
    const groups = within(list).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby')?.split('-').at(-1))).toEqual([
      'town',
      'street',
      'subdivision',
      'mls',
    ]);
    const options = within(list).getAllByRole('option');
    expect(options[0]!.textContent).toContain('Payson');
    expect(options[0]!.textContent).toContain('312 homes');
    expect(screen.getByRole('status').textContent).toContain('4 suggestions');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[3]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(SUGGESTIONS[0]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape and searches the text on Enter, with the places it was told of', async () => {
    stubApi({ '/api/search/suggestions': ok({ suggestions: SUGGESTIONS }) });
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSearch={onSearch} onPick={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: /Search by town/ });
    await user.click(box);
    await user.type(box, 'woodland');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('woodland', [
      { kind: 'street', name: 'Woodland Ct' },
      { kind: 'subdivision', name: 'Woodland Hills' },
    ]);
  });

  it('still searches when suggestions cannot be had', async () => {
    stubApi({
      '/api/search/suggestions': { status: 503, body: { code: 'UNAVAILABLE', message: 'x' } },
    });
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSearch={onSearch} onPick={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: /Search by town/ });
    await user.click(box);
    await user.type(box, 'Pine{Enter}');
    expect(onSearch).toHaveBeenCalledWith('Pine', []);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
