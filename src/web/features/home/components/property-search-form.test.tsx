// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SEARCH_FORM, type SearchFormValues } from '../../../../core/search-form';
import { PropertySearchForm } from './property-search-form';

afterEach(cleanup);

type HarnessProps = {
  onSearch?: (values: SearchFormValues) => void;
  onClear?: () => void;
  isSearching?: boolean;
  serverErrors?: Record<string, string>;
  initial?: Partial<SearchFormValues>;
};

function Harness({
  onSearch = vi.fn(),
  onClear = vi.fn(),
  isSearching = false,
  serverErrors,
  initial,
}: HarnessProps) {
  const [values, setValues] = useState<SearchFormValues>({ ...EMPTY_SEARCH_FORM, ...initial });
  return (
    <PropertySearchForm
      values={values}
      onChange={setValues}
      onSearch={onSearch}
      onClear={onClear}
      isSearching={isSearching}
      serverErrors={serverErrors}
    />
  );
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('PropertySearchForm', () => {
  it('labels every field of the spec and explains how features are found', () => {
    render(<Harness />);
    for (const label of [
      'MLS Number',
      'City',
      'Home Type',
      'Minimum price',
      'Maximum price',
      'Minimum bedrooms',
      'Maximum bedrooms',
      'Minimum bathrooms',
      'Maximum bathrooms',
      'Minimum square footage',
      'Maximum square footage',
      'Horse Property',
      'Gated Community',
      'Just Listed (7 days or less)',
      'Open house this weekend',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(
      screen.getByText(/ONLY found if their description contains the feature word/),
    ).toBeTruthy();
    expect(input('Minimum bedrooms').min).toBe('1');
    expect(input('Minimum bathrooms').step).toBe('0.5');
    for (const name of ['Payson AZ', 'Phoenix AZ', 'Scottsdale AZ']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('takes digits only in price and square-foot fields and shows thousands separators', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input('Minimum price'), '$1a2b5000-0');
    expect(input('Minimum price').value).toBe('1,250,000');
    await user.type(input('Maximum square footage'), '12.345');
    expect(input('Maximum square footage').value).toBe('12,345');
  });

  it('sends the typed values on Search', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSearch={onSearch} />);
    await user.type(input('City'), 'Pine');
    await user.type(input('Maximum price'), '450000');
    await user.selectOptions(screen.getByLabelText('Home Type'), 'Land');
    await user.click(screen.getByLabelText('Pool'));
    await user.click(screen.getByLabelText('Just Listed (7 days or less)'));
    await user.click(screen.getByLabelText('Open house this weekend'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({
      ...EMPTY_SEARCH_FORM,
      city: 'Pine',
      propertyType: 'land',
      maxPrice: '450,000',
      propertyFeatures: ['pool'],
      justListed: true,
      openHouse: true,
    });
  });

  it('does not search when a minimum is above its maximum, and says so under the field', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSearch={onSearch} />);
    await user.type(input('Minimum price'), '500000');
    await user.type(input('Maximum price'), '400000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    const max = input('Maximum price');
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(max.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Maximum price must be at least the minimum price',
    );
  });

  it('shows the server field messages under the matching fields', () => {
    render(<Harness serverErrors={{ mlsNumber: 'MLS number must be letters and digits' }} />);
    const mls = input('MLS Number');
    expect(mls.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('MLS number must be letters and digits').id).toBe(
      mls.getAttribute('aria-describedby'),
    );
  });

  it('Clear empties every field and asks for the default search', async () => {
    const onClear = vi.fn();
    const user = userEvent.setup();
    render(
      <Harness
        onClear={onClear}
        initial={{
          city: 'Pine',
          minPrice: '100,000',
          propertyFeatures: ['pool'],
          justListed: true,
          openHouse: true,
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(input('City').value).toBe('');
    expect(input('Minimum price').value).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Pool' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Just Listed (7 days or less)' })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByRole('checkbox', { name: 'Open house this weekend' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('reads Searching... and disables its buttons while a search runs', () => {
    render(<Harness isSearching />);
    const search = screen.getByRole('button', { name: 'Searching...' }) as HTMLButtonElement;
    expect(search.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Payson AZ' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('quick searches a city with the other filters kept', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSearch={onSearch} initial={{ minBeds: '3', mlsNumber: '123' }} />);
    await user.click(screen.getByRole('button', { name: 'Scottsdale AZ' }));
    expect(onSearch).toHaveBeenCalledWith({
      ...EMPTY_SEARCH_FORM,
      city: 'Scottsdale',
      minBeds: '3',
    });
    expect(input('City').value).toBe('Scottsdale');
  });
});
