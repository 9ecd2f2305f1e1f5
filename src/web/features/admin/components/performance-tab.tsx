import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import {
  performanceSettingsSchema,
  type PerformanceSettings,
} from '../../../../contract/admin-settings';
import { PERFORMANCE_EFFECTS, takesEffect } from '../../../../core/performance-effects';
import {
  FAST_REFRESH_BELOW_MINUTES,
  LOW_THROTTLE_BELOW_MS,
  MANY_CONCURRENT_REQUESTS_ABOVE,
  performanceScore,
  pointsOf,
  type PerformanceBand,
} from '../../../../core/performance-score';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { messageText } from '../../../../core/spec-messages';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useAdminSettings, useSaveAdminSettings } from '../api/admin-settings';
import { applySettingsFieldErrors, toastSettingsError } from '../settings-feedback';

/** Back-office spec section 8. */
export const PERFORMANCE_SAVED_TOAST = {
  title: messageText('performance.saved.title'),
  description: messageText('performance.saved.message'),
} as const;

/** The form's values as typed (the schema's input) and as saved (its output). */
type PerformanceControl = Control<
  z.input<typeof performanceSettingsSchema>,
  unknown,
  PerformanceSettings
>;

type NumberField =
  'refreshIntervalMinutes' | 'maxConcurrentRequests' | 'requestThrottleMs' | 'cacheExpiryMinutes';
type ToggleField = Exclude<keyof PerformanceSettings, NumberField>;

const signed = (points: number) => (points > 0 ? `+${points}` : `−${Math.abs(points)}`);

/** The limits of section 5 and what each field does; hints say when a value costs points. */
export const PERFORMANCE_NUMBER_FIELDS: readonly {
  name: NumberField;
  label: string;
  min: number;
  max: number;
  hint: string;
}[] = [
  {
    name: 'refreshIntervalMinutes',
    label: 'Refresh interval (minutes)',
    min: 1,
    max: 60,
    hint: `How often the listings are refreshed from the MLS, 1-60 minutes. Under ${FAST_REFRESH_BELOW_MINUTES} minutes: ${signed(pointsOf('refreshIntervalMinutes'))} points.`,
  },
  {
    name: 'maxConcurrentRequests',
    label: 'Max concurrent requests',
    min: 1,
    max: 10,
    hint: `1-10 requests at a time. Over ${MANY_CONCURRENT_REQUESTS_ABOVE}: ${signed(pointsOf('maxConcurrentRequests'))} points.`,
  },
  {
    name: 'requestThrottleMs',
    label: 'Request throttle (ms)',
    min: 100,
    max: 5000,
    hint: `Pause between requests, 100-5000 ms. Under ${LOW_THROTTLE_BELOW_MS} ms: ${signed(pointsOf('requestThrottleMs'))} points.`,
  },
  {
    name: 'cacheExpiryMinutes',
    label: 'Cache expiry (minutes)',
    min: 1,
    max: 120,
    hint: 'How long cached data is kept, 1-120 minutes.',
  },
];

/** The twelve toggles of the spec, in its order. */
export const PERFORMANCE_TOGGLES: readonly { name: ToggleField; label: string }[] = [
  { name: 'autoRefreshProperties', label: 'Auto-refresh properties' },
  { name: 'autoRefreshMarketData', label: 'Auto-refresh market data' },
  { name: 'autoRefreshContacts', label: 'Auto-refresh contacts' },
  { name: 'realTimeUpdates', label: 'Real-time updates' },
  { name: 'backgroundProcessing', label: 'Background processing' },
  { name: 'heavyAnimations', label: 'Heavy animations' },
  { name: 'preloadData', label: 'Preload data' },
  { name: 'autoSave', label: 'Auto save' },
  { name: 'cacheOptimization', label: 'Cache optimization' },
  { name: 'lazyLoading', label: 'Lazy loading' },
  { name: 'imageOptimization', label: 'Image optimization' },
  { name: 'reducedMotion', label: 'Reduced motion' },
];

const FORM_FIELDS: readonly (keyof PerformanceSettings)[] = [
  ...PERFORMANCE_NUMBER_FIELDS.map((f) => f.name),
  ...PERFORMANCE_TOGGLES.map((t) => t.name),
];

/** Admin panel, Performance tab: limits, toggles and the live performance score. */
export function PerformanceTab() {
  const settings = useAdminSettings();
  if (!settings.data) return <PerformanceTabSkeleton />;
  return <PerformanceForm initial={settings.data.performanceSettings} />;
}

function PerformanceTabSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only">Loading performance settings</span>
      <Skeleton className="h-32 w-full" />
      <div className="grid gap-4 sm:grid-cols-2">
        {PERFORMANCE_NUMBER_FIELDS.map((f) => (
          <Skeleton key={f.name} className="h-16 w-full" />
        ))}
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function PerformanceForm({ initial }: { initial: PerformanceSettings }) {
  const id = useId();
  const save = useSaveAdminSettings('PATCH');
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(performanceSettingsSchema),
    defaultValues: initial,
  });

  const submit = async (values: PerformanceSettings) => {
    try {
      const view = await save.mutateAsync({ performanceSettings: values });
      reset(view.performanceSettings);
      toast(PERFORMANCE_SAVED_TOAST);
    } catch (error) {
      applySettingsFieldErrors(error, setError, 'performanceSettings', FORM_FIELDS);
      toastSettingsError(error);
    }
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      aria-label="Performance settings"
      className="grid gap-6"
    >
      <ScoreCard control={control} initial={initial} />

      <Card>
        <CardHeader>
          <CardTitle>Requests and caching</CardTitle>
          <CardDescription>
            Whole numbers within the ranges shown. Each says whether it changes how the site runs
            (Takes effect) or only moves the score above (Score only).
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {PERFORMANCE_NUMBER_FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`${id}-${field.name}`}
              label={field.label}
              type="number"
              inputMode="numeric"
              min={field.min}
              max={field.max}
              step={1}
              hint={`${field.hint} ${PERFORMANCE_EFFECTS[field.name]}`}
              error={errors[field.name]?.message}
              {...register(field.name, { valueAsNumber: true })}
            />
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Features</CardTitle>
          <CardDescription>
            Each switch says what it does to the score when on, and whether it changes how the site
            runs (Takes effect) or only moves the score (Score only).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-x-8 gap-y-1 sm:grid-cols-2">
            {PERFORMANCE_TOGGLES.map((toggle) => (
              <ToggleRow key={toggle.name} control={control} toggle={toggle} id={id} />
            ))}
          </ul>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Performance Settings'}
        </Button>
      </div>
    </form>
  );
}

function ToggleRow({
  control,
  toggle,
  id,
}: {
  control: PerformanceControl;
  toggle: (typeof PERFORMANCE_TOGGLES)[number];
  id: string;
}) {
  const points = pointsOf(toggle.name);
  const switchId = `${id}-${toggle.name}`;
  return (
    <li className="flex min-h-12 items-center justify-between gap-4 border-b border-border py-2 last:border-b-0 sm:[&:nth-last-child(2)]:border-b-0">
      <div className="grid gap-1">
        <Label htmlFor={switchId}>{toggle.label}</Label>
        <span id={`${switchId}-hint`} className="text-xs text-muted-foreground">
          {points !== 0 && `${signed(points)} points when on. `}
          <span className={cn(takesEffect(toggle.name) && 'font-medium text-foreground')}>
            {PERFORMANCE_EFFECTS[toggle.name]}
          </span>
        </span>
      </div>
      <Controller
        control={control}
        name={toggle.name}
        render={({ field }) => (
          <Switch
            id={switchId}
            ref={field.ref}
            name={field.name}
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${switchId}-hint`}
          />
        )}
      />
    </li>
  );
}

const BAND_LOOK: Record<
  PerformanceBand,
  { label: string; box: string; bar: string; icon: typeof CircleCheck }
> = {
  excellent: {
    label: 'Excellent',
    box: 'border-green-600 bg-green-50 text-green-900',
    bar: 'bg-green-600',
    icon: CircleCheck,
  },
  good: {
    label: 'Good',
    box: 'border-yellow-500 bg-yellow-50 text-yellow-900',
    bar: 'bg-yellow-500',
    icon: TriangleAlert,
  },
  poor: {
    label: 'Poor',
    box: 'border-red-600 bg-red-50 text-red-900',
    bar: 'bg-red-600',
    icon: CircleAlert,
  },
};

/** The score of the values on the screen (saved or not), recomputed as they change. */
function ScoreCard({
  control,
  initial,
}: {
  control: PerformanceControl;
  initial: PerformanceSettings;
}) {
  const values = useWatch({ control });
  const { score, band, message } = performanceScore({ ...initial, ...values });
  const look = BAND_LOOK[band];
  const Icon = look.icon;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="performance-score"
      data-band={band}
      className={cn('grid gap-3 rounded-xl border-2 p-4 sm:p-6', look.box)}
    >
      <h3 id={headingId} className="font-semibold">
        Performance score
      </h3>
      <div aria-live="polite" aria-atomic="true" className="flex flex-wrap items-center gap-3">
        <Icon className="size-8 shrink-0" aria-hidden="true" />
        <p className="text-4xl font-bold tabular-nums">
          {score}
          <span className="text-base font-medium"> / 100</span>
        </p>
        <p className="grid">
          <span className="font-semibold">{look.label}</span>
          <span>{message}</span>
        </p>
      </div>
      <div className="h-2 w-full overflow-hidden rounded-full bg-white/70" aria-hidden="true">
        <div className={cn('h-full rounded-full', look.bar)} style={{ width: `${score}%` }} />
      </div>
      <p className="text-sm">Updates as you change the settings; save to apply them.</p>
    </section>
  );
}
