import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  HOME_TYPES,
  JUST_LISTED_DAYS,
  PROPERTY_FEATURES,
  QUICK_SEARCHES,
} from '../../../../core/listing-search';
import { SEARCH_FIELDS, SEARCH_RANGES, type SearchField } from '../../../../core/search-fields';
import { EMPTY_SEARCH_FORM, type SearchFormValues } from '../../../../core/search-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { validateSearchForm, type SearchFormErrors } from '../search-form-validation';
import { RangeField, type RangeKind } from './range-field';

type PropertySearchFormProps = {
  values: SearchFormValues;
  onChange: (values: SearchFormValues) => void;
  /** Called with valid values only (no minimum above its maximum). */
  onSearch: (values: SearchFormValues) => void;
  onClear: () => void;
  isSearching: boolean;
  /** The server's per-field messages of a refused search (400 fieldErrors). */
  serverErrors?: Record<string, string> | undefined;
};

/** How a range's inputs take text: digits with separators, whole rooms, or half baths. */
function rangeKind(field: SearchField): RangeKind {
  if (field.kind === 'room-count') return field.step === 1 ? 'beds' : 'baths';
  if (field.kind === 'decimal') return 'acres';
  return 'money';
}

const { propertyType, propertyFeatures, justListed, openHouse } = SEARCH_FIELDS;

/**
 * The advanced Property Search form (visitor spec section 2), shared by the sidebar and the
 * mobile dialog. Ids come from useId, so both copies can be on the page at once.
 */
export function PropertySearchForm({
  values,
  onChange,
  onSearch,
  onClear,
  isSearching,
  serverErrors,
}: PropertySearchFormProps) {
  const id = useId();
  const [clientErrors, setClientErrors] = useState<SearchFormErrors>({});
  const errors: Record<string, string | undefined> = { ...serverErrors, ...clientErrors };

  const set = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) => {
    setClientErrors({});
    onChange({ ...values, [key]: value });
  };

  const submit = (next: SearchFormValues) => {
    const found = validateSearchForm(next);
    setClientErrors(found);
    if (Object.keys(found).length === 0) onSearch(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(values);
  };

  const toggleFeature = (feature: string, checked: boolean) =>
    set(
      'propertyFeatures',
      checked
        ? [...values.propertyFeatures, feature]
        : values.propertyFeatures.filter((f) => f !== feature),
    );

  const textField = (key: 'mlsNumber' | 'city') => {
    const fieldId = `${id}-${key}`;
    const { label } = SEARCH_FIELDS[key];
    const error = errors[key];
    return (
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>{label}</Label>
        <Input
          id={fieldId}
          value={values[key]}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => set(key, event.target.value)}
        />
        {error && (
          <p id={`${fieldId}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Property Search">
      {textField('mlsNumber')}
      {textField('city')}

      <div className="grid gap-2">
        <Label htmlFor={`${id}-type`}>{propertyType.label}</Label>
        {/* A native select: light, and the phone's own picker on mobile. */}
        <select
          id={`${id}-type`}
          value={values.propertyType}
          onChange={(event) => set('propertyType', event.target.value)}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
        >
          {HOME_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="grid gap-3" aria-describedby={`${id}-features-note`}>
        <legend className="mb-3 text-sm font-medium">{propertyFeatures.label}</legend>
        {/* Two columns when the form is wide enough (the dialog), one in the narrow sidebar. */}
        <div className="@container">
          <div className="grid grid-cols-1 gap-x-3 gap-y-3 @xs:grid-cols-2">
            {PROPERTY_FEATURES.map((feature) => {
              const featureId = `${id}-feature-${feature.value}`;
              return (
                <div key={feature.value} className="flex items-center gap-2">
                  <Checkbox
                    id={featureId}
                    checked={values.propertyFeatures.includes(feature.value)}
                    onCheckedChange={(checked) => toggleFeature(feature.value, checked === true)}
                  />
                  <Label htmlFor={featureId} className="leading-5 font-normal">
                    {feature.label}
                  </Label>
                </div>
              );
            })}
          </div>
        </div>
        <p id={`${id}-features-note`} className="text-xs leading-4 text-muted-foreground">
          Note: properties are ONLY found if their description contains the feature word.
        </p>
      </fieldset>

      {SEARCH_RANGES.map((range) => (
        <RangeField
          key={range.legend}
          legend={range.legend}
          kind={rangeKind(SEARCH_FIELDS[range.min])}
          min={{
            id: `${id}-${range.min}`,
            label: SEARCH_FIELDS[range.min].label,
            value: values[range.min],
            error: errors[range.min],
            onChange: (value) => set(range.min, value),
          }}
          max={{
            id: `${id}-${range.max}`,
            label: SEARCH_FIELDS[range.max].label,
            value: values[range.max],
            error: errors[range.max],
            onChange: (value) => set(range.max, value),
          }}
        />
      ))}

      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-just-listed`}
          checked={values.justListed}
          onCheckedChange={(checked) => set('justListed', checked === true)}
        />
        <Label htmlFor={`${id}-just-listed`} className="font-normal">
          {`${justListed.label} (${JUST_LISTED_DAYS} days or less)`}
        </Label>
      </div>

      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-open-house`}
          checked={values.openHouse}
          onCheckedChange={(checked) => set('openHouse', checked === true)}
        />
        <Label htmlFor={`${id}-open-house`} className="font-normal">
          {openHouse.label}
        </Label>
      </div>

      <div className="grid grid-cols-2 gap-2">
        <Button type="submit" disabled={isSearching}>
          <Search aria-hidden="true" />
          {isSearching ? 'Searching...' : 'Search'}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={isSearching}
          onClick={() => {
            setClientErrors({});
            onChange(EMPTY_SEARCH_FORM);
            onClear();
          }}
        >
          Clear
        </Button>
      </div>

      <div className="grid gap-2">
        <p className="text-sm font-medium" id={`${id}-quick`}>
          Quick Search
        </p>
        <div className="flex flex-wrap gap-2" role="group" aria-labelledby={`${id}-quick`}>
          {QUICK_SEARCHES.map((quick) => (
            <Button
              key={quick.city}
              variant="secondary"
              size="sm"
              disabled={isSearching}
              onClick={() => {
                const next = { ...values, city: quick.city, mlsNumber: '' };
                onChange(next);
                submit(next);
              }}
            >
              {quick.label}
            </Button>
          ))}
        </div>
      </div>
    </form>
  );
}
