import { useId, useState } from 'react';
import {
  ANIMATION_TYPES,
  type AdminSettingsView,
  type AnimationSettings,
} from '../../../../contract/admin-settings';
import {
  isMainAnimationKind,
  mainAnimationKeyframes,
  mainAnimationRuns,
  mainAnimationShorthand,
  pickMainAnimation,
} from '../../../../core/main-animation';
import { mainBackgroundCss } from '../../../../core/main-background';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Slider } from '../../../components/ui/slider';
import { toast } from '../../../components/ui/use-toast';
import { parseServerError } from '../../../lib/server-error';
import { useSaveAdminSettings } from '../api/admin-settings';

export const ANIMATION_SAVED_TOAST = {
  title: 'Animation updated',
  description: 'The main area animation has been saved successfully.',
} as const;
export const ANIMATION_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to save animation settings',
} as const;

/** Why visitor pages stand still with these settings, or null when they move. */
export function animationStillReason(view: AdminSettingsView): string | null {
  const { backgroundSettings: background, performanceSettings: performance } = view;
  if (mainAnimationRuns(background, performance)) return null;
  if (background.type !== 'image' || !background.imageUrl) {
    return 'Visitor pages move only an image background: choose and save an image above.';
  }
  if (!performance.heavyAnimations) {
    return 'Heavy animations are off in the Performance tab: visitor pages stand still.';
  }
  return 'Reduced motion is on in the Performance tab: visitor pages stand still.';
}

const TYPE_LABELS: Record<AnimationSettings['type'], string> = {
  'zoom-in': 'Zoom in',
  'pan-left': 'Pan left',
  'pan-right': 'Pan right',
  'fade-zoom': 'Fade and zoom',
  random: 'Random (one per page view)',
};

/**
 * The Background tab's Main Area Animation: type, speed (seconds per sweep) and intensity,
 * with a preview that moves as the values change, before they are saved.
 */
export function AnimationCard({ view }: { view: AdminSettingsView }) {
  const id = useId();
  const save = useSaveAdminSettings('PATCH');
  const [values, setValues] = useState<AnimationSettings>(view.animationSettings);
  // the preview's pick for 'random', as a visitor's page view would pick
  const [randomPick] = useState(() => pickMainAnimation(Math.random()));
  const kind = isMainAnimationKind(values.type) ? values.type : randomPick;
  const background = mainBackgroundCss(view.backgroundSettings);
  const still = animationStillReason(view);

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({ animationSettings: values });
      setValues(saved.animationSettings);
      toast(ANIMATION_SAVED_TOAST);
    } catch (error) {
      const { fieldErrors } = parseServerError(error);
      const first = fieldErrors && Object.values(fieldErrors)[0];
      toast({
        variant: 'destructive',
        ...ANIMATION_FAILED_TOAST,
        ...(first ? { description: `${ANIMATION_FAILED_TOAST.description}: ${first}` } : {}),
      });
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      aria-label="Main Area Animation"
      className="grid gap-6"
    >
      <Card>
        <CardHeader>
          <CardTitle>Main Area Animation</CardTitle>
          <CardDescription>
            A slow movement of the background image. It stops for visitors who ask their device for
            less motion.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid content-start gap-2 sm:max-w-xs">
            <Label htmlFor={`${id}-type`}>Animation type</Label>
            <Select
              value={values.type}
              onValueChange={(type) =>
                setValues((current) => ({ ...current, type: type as AnimationSettings['type'] }))
              }
            >
              <SelectTrigger id={`${id}-type`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ANIMATION_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {TYPE_LABELS[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <RangeField
            id={`${id}-speed`}
            label="Speed"
            unit="seconds per sweep"
            min={1}
            max={60}
            value={values.speed}
            onChange={(speed) => setValues((current) => ({ ...current, speed }))}
          />
          <RangeField
            id={`${id}-intensity`}
            label="Intensity"
            unit="of 10"
            min={1}
            max={10}
            value={values.intensity}
            onChange={(intensity) => setValues((current) => ({ ...current, intensity }))}
          />
          {still ? (
            <p role="note" className="text-sm text-muted-foreground">
              {still}
            </p>
          ) : null}
        </CardContent>
      </Card>

      <figure className="grid gap-2">
        <figcaption className="text-sm font-medium">Animation preview</figcaption>
        <style>
          {`${mainAnimationKeyframes(values.intensity, background.opacity)}` +
            '@media (prefers-reduced-motion:reduce){[data-animation-preview]{animation:none !important}}'}
        </style>
        <div className="relative isolate h-48 overflow-hidden rounded-xl border border-border bg-white">
          <div
            data-testid="animation-preview"
            data-animation-preview=""
            data-animation={mainAnimationShorthand(kind, values.speed)}
            aria-hidden="true"
            className="absolute inset-0 -z-10 will-change-transform"
            style={{
              background: background.background,
              opacity: background.opacity,
              animation: mainAnimationShorthand(kind, values.speed),
            }}
          />
          <p className="m-4 max-w-xs rounded-lg border border-border bg-card p-4 text-sm text-card-foreground shadow-sm">
            {TYPE_LABELS[kind]}, one sweep in {values.speed} s.
          </p>
        </div>
      </figure>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Animation'}
        </Button>
      </div>
    </form>
  );
}

function RangeField({
  id,
  label,
  unit,
  min,
  max,
  value,
  onChange,
}: {
  id: string;
  label: string;
  unit: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-4">
        <span className="text-sm leading-none font-medium" aria-hidden="true">
          {label}
        </span>
        <span className="text-sm font-medium tabular-nums">
          {value} {unit}
        </span>
      </div>
      <Slider
        id={id}
        min={min}
        max={max}
        step={1}
        value={[value]}
        onValueChange={([next]) => onChange(next ?? min)}
        thumbLabels={[label]}
      />
    </div>
  );
}
