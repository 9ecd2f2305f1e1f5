import { LineChart } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { TextField } from '../../../../components/forms/text-field';
import { SwitchField } from '../settings-fields';
import { useSectionSave, type ApiForm } from './api-form';
import { ApiCard } from './api-card';
import { SaveButton } from './test-and-save-buttons';

/** Property-data service: its address and daily request cap. */
export function PropertyDataCard({ form }: { form: ApiForm }) {
  const { register, control, formState } = form;
  const errors = formState.errors.zillow;
  const save = useSectionSave(form, 'zillow', 'PATCH');

  return (
    <ApiCard
      title="Property-Data Service"
      description="Kept for a future property-data service (estimates and market data): nothing on this site calls it yet, so its address, daily cap and switch change nothing today. The city pages' market figures come from our own MLS data."
      icon={LineChart}
      actions={<SaveButton onClick={() => void save.save()} pending={save.isPending} />}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="zillow-base-url"
          label="Base URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          error={errors?.baseUrl?.message}
          {...register('zillow.baseUrl')}
        />
        <TextField
          id="zillow-max-requests"
          label="Max Requests per Day"
          type="number"
          inputMode="numeric"
          min={100}
          max={10000}
          step={1}
          hint="100 to 10000. Kept for the future service: nothing counts requests against it yet."
          error={errors?.maxRequestsPerDay?.message}
          {...register('zillow.maxRequestsPerDay', { valueAsNumber: true })}
        />
      </div>
      <Controller
        control={control}
        name="zillow.enabled"
        render={({ field }) => (
          <SwitchField
            id="zillow-enabled"
            label="Enable the property-data service"
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </ApiCard>
  );
}
