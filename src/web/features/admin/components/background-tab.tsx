import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { Controller, useController, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import {
  backgroundSettingsSchema,
  GRADIENT_DIRECTIONS,
  type BackgroundSettings,
} from '../../../../contract/admin-settings';
import { mainBackgroundCss } from '../../../../core/main-background';
import { describedBy, FieldHint, FieldMessage } from '../../../components/forms/field-message';
import { parseHexColor, toHex } from '../../../../core/readable-colors';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Slider } from '../../../components/ui/slider';
import { messageText } from '../../../../core/spec-messages';
import { toast } from '../../../components/ui/use-toast';
import { applyServerFieldErrors } from '../../../lib/server-error';
import { useAdminSettings } from '../api/admin-settings';
import { useSaveBackground } from '../api/background';
import { AnimationCard } from './animation-card';
import { IMAGE_MAX_MEGABYTES, ImageUploadStatus, useImageUpload } from './image-upload';

/** Back-office spec section 8. */
export const BACKGROUND_SAVED_TOAST = {
  title: messageText('background.saved.title'),
  description: messageText('background.saved.message'),
} as const;
export const BACKGROUND_FAILED_TOAST = {
  title: messageText('background.failed.title'),
  description: messageText('background.failed.message'),
} as const;

const TYPE_OPTIONS: readonly { value: BackgroundSettings['type']; label: string }[] = [
  { value: 'color', label: 'Color' },
  { value: 'gradient', label: 'Gradient' },
  { value: 'image', label: 'Image' },
];

const directionLabel = (direction: string) =>
  direction.charAt(0).toUpperCase() + direction.slice(1);

type BackgroundInput = z.input<typeof backgroundSettingsSchema>;
type BackgroundControl = Control<BackgroundInput, unknown, BackgroundSettings>;
type FieldName = keyof BackgroundSettings;

const FIELD_LABELS: Record<FieldName, string> = {
  type: 'Background type',
  color: 'Background color',
  gradientStart: 'Gradient start color',
  gradientEnd: 'Gradient end color',
  gradientDirection: 'Gradient direction',
  imageUrl: 'Background image',
  opacity: 'Opacity',
};

/** The fields each type shows; the others keep their values but are not on the screen. */
const SHOWN: Record<BackgroundSettings['type'], readonly FieldName[]> = {
  color: ['type', 'color', 'opacity'],
  gradient: ['type', 'gradientStart', 'gradientEnd', 'gradientDirection', 'opacity'],
  image: ['type', 'imageUrl', 'color', 'opacity'],
};

const FORM_FIELDS: readonly FieldName[] = [
  'type',
  'color',
  'gradientStart',
  'gradientEnd',
  'gradientDirection',
  'imageUrl',
  'opacity',
];

/** Admin panel, Background tab: the Main Area Background editor with a live preview. */
export function BackgroundTab() {
  const settings = useAdminSettings();
  if (!settings.data) return <BackgroundTabSkeleton />;
  return (
    <div className="grid gap-10">
      <BackgroundForm initial={settings.data.backgroundSettings} />
      <AnimationCard view={settings.data} />
    </div>
  );
}

function BackgroundTabSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only">Loading background settings</span>
      <Skeleton className="h-10 w-64 max-w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

function BackgroundForm({ initial }: { initial: BackgroundSettings }) {
  const id = useId();
  const save = useSaveBackground();
  const [uploading, setUploading] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(backgroundSettingsSchema),
    defaultValues: initial,
  });
  const type = useWatch({ control, name: 'type' }) ?? initial.type;

  const submit = async (values: BackgroundSettings) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(saved);
      toast(BACKGROUND_SAVED_TOAST);
    } catch (error) {
      applyServerFieldErrors(error, setError, FORM_FIELDS);
      toast({ variant: 'destructive', ...BACKGROUND_FAILED_TOAST });
    }
  };

  // A field of another type that does not pass (a half-typed gradient colour, say) is named here.
  const hiddenErrors = FORM_FIELDS.filter((f) => errors[f] && !SHOWN[type].includes(f));

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      aria-label="Main Area Background"
      className="grid gap-6"
    >
      <Card>
        <CardHeader>
          <CardTitle>Main Area Background</CardTitle>
          <CardDescription>
            The background behind the pages&apos; content, for every visitor.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <TypeChoice control={control} id={`${id}-type`} />

          {type === 'gradient' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <ControlledColor control={control} name="gradientStart" id={`${id}-start`} />
              <ControlledColor control={control} name="gradientEnd" id={`${id}-end`} />
              <DirectionChoice control={control} id={`${id}-direction`} />
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <ControlledColor
                control={control}
                name="color"
                id={`${id}-color`}
                hint={type === 'image' ? 'Shown while the image loads.' : undefined}
              />
            </div>
          )}

          {type === 'image' && (
            <ImagePicker control={control} id={`${id}-image`} onUploading={setUploading} />
          )}

          <OpacityField control={control} id={`${id}-opacity`} />
        </CardContent>
      </Card>

      <Preview control={control} initial={initial} />

      {hiddenErrors.length > 0 && (
        <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
          <p className="font-medium text-destructive">Settings of another type need fixing:</p>
          <ul className="list-disc pl-5">
            {hiddenErrors.map((f) => (
              <li key={f}>
                {FIELD_LABELS[f]}: {errors[f]?.message}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={save.isPending || uploading}>
          {save.isPending ? 'Saving...' : 'Save Background'}
        </Button>
      </div>
    </form>
  );
}

function TypeChoice({ control, id }: { control: BackgroundControl; id: string }) {
  return (
    <Controller
      control={control}
      name="type"
      render={({ field, fieldState }) => (
        <div className="grid gap-3">
          <p id={`${id}-label`} className="text-sm leading-none font-medium">
            {FIELD_LABELS.type}
          </p>
          <RadioGroup
            aria-labelledby={`${id}-label`}
            name={field.name}
            value={field.value ?? 'color'}
            onValueChange={field.onChange}
            {...describedBy(id, fieldState.error?.message)}
            className="flex flex-wrap gap-x-6 gap-y-1"
          >
            {TYPE_OPTIONS.map((option, index) => (
              <div key={option.value} className="flex min-h-10 items-center gap-3">
                <RadioGroupItem
                  id={`${id}-${option.value}`}
                  value={option.value}
                  ref={index === 0 ? field.ref : undefined}
                  onBlur={field.onBlur}
                />
                <Label htmlFor={`${id}-${option.value}`} className="font-normal">
                  {option.label}
                </Label>
              </div>
            ))}
          </RadioGroup>
          <FieldMessage fieldId={id} message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}

/** A hex colour as the colour picker takes it (#rrggbb); black when it does not parse. */
function pickerValue(hex: string): string {
  const rgb = parseHexColor(hex);
  return rgb ? toHex(rgb) : '#000000';
}

/**
 * A colour: the browser's colour picker and the hex text beside it, both changing the same
 * value. The label names the text input; the picker is "<label> picker".
 */
export function ColorField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  inputRef,
  warning,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** A caution under the field, announced with it (a contrast warning, say). */
  warning?: ReactNode;
}) {
  const described = describedBy(id, error, Boolean(hint));
  const warningId = `${id}-warning`;
  const describedIds = [described['aria-describedby'], warning ? warningId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={pickerValue(value)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
        />
        <Input
          id={id}
          ref={inputRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          maxLength={9}
          className="font-mono"
          aria-invalid={described['aria-invalid']}
          aria-describedby={describedIds || undefined}
        />
      </div>
      <FieldHint fieldId={id} hint={hint} />
      <FieldMessage fieldId={id} message={error} />
      {warning ? (
        <p id={warningId} className="flex gap-1.5 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{warning}</span>
        </p>
      ) : null}
    </div>
  );
}

function ControlledColor({
  control,
  name,
  id,
  hint,
}: {
  control: BackgroundControl;
  name: 'color' | 'gradientStart' | 'gradientEnd';
  id: string;
  hint?: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorField
          id={id}
          label={FIELD_LABELS[name]}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          hint={hint}
        />
      )}
    />
  );
}

function DirectionChoice({ control, id }: { control: BackgroundControl; id: string }) {
  return (
    <Controller
      control={control}
      name="gradientDirection"
      render={({ field, fieldState }) => (
        <div className="grid content-start gap-2">
          <Label htmlFor={id}>{FIELD_LABELS.gradientDirection}</Label>
          <Select name={field.name} value={field.value} onValueChange={field.onChange}>
            <SelectTrigger
              id={id}
              ref={field.ref}
              onBlur={field.onBlur}
              {...describedBy(id, fieldState.error?.message)}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {GRADIENT_DIRECTIONS.map((direction) => (
                <SelectItem key={direction} value={direction}>
                  {directionLabel(direction)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldMessage fieldId={id} message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}

/** The image: picked and uploaded by `useImageUpload`; the setting holds the answered address. */
function ImagePicker({
  control,
  id,
  onUploading,
}: {
  control: BackgroundControl;
  id: string;
  onUploading: (uploading: boolean) => void;
}) {
  const { field, fieldState } = useController({ control, name: 'imageUrl' });
  const upload = useImageUpload({ onUploaded: field.onChange, onUploading, inputRef: field.ref });
  const message = upload.problem ?? fieldState.error?.message;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{FIELD_LABELS.imageUrl}</Label>
      <Input
        id={id}
        {...upload.inputProps}
        onBlur={field.onBlur}
        {...describedBy(id, message ?? undefined, true)}
      />
      <FieldHint fieldId={id} hint={`PNG, JPEG, WebP or GIF, at most ${IMAGE_MAX_MEGABYTES} MB.`} />
      <ImageUploadStatus uploading={upload.uploading} />
      <FieldMessage fieldId={id} message={message ?? undefined} />
      {field.value ? (
        <div className="flex flex-wrap items-center gap-3">
          <img
            src={field.value}
            alt="The uploaded background image"
            className="h-16 w-24 rounded-md border border-border object-cover"
          />
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              field.onChange('');
              upload.reset();
            }}
          >
            Remove image
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No image uploaded yet.</p>
      )}
    </div>
  );
}

function OpacityField({ control, id }: { control: BackgroundControl; id: string }) {
  return (
    <Controller
      control={control}
      name="opacity"
      render={({ field, fieldState }) => {
        const value = field.value ?? 100;
        return (
          <div className="grid gap-3">
            <div className="flex items-center justify-between gap-4">
              <span className="text-sm leading-none font-medium" aria-hidden="true">
                {FIELD_LABELS.opacity}
              </span>
              <span data-testid="opacity-value" className="text-sm font-medium tabular-nums">
                {value}%
              </span>
            </div>
            <Slider
              id={id}
              min={0}
              max={100}
              step={1}
              value={[value]}
              onValueChange={([next]) => field.onChange(next ?? 0)}
              onBlur={field.onBlur}
              thumbLabels={[FIELD_LABELS.opacity]}
            />
            <FieldMessage fieldId={id} message={fieldState.error?.message} />
          </div>
        );
      }}
    />
  );
}

/** The main area as it would look with the values on the screen (saved or not). */
function Preview({
  control,
  initial,
}: {
  control: BackgroundControl;
  initial: BackgroundSettings;
}) {
  const values = useWatch({ control });
  const css = mainBackgroundCss({ ...initial, ...values });
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">Preview</figcaption>
      <div className="relative isolate min-h-48 overflow-hidden pb-4 rounded-xl border border-border bg-white">
        <div
          data-testid="background-preview"
          // the CSS value as built (a browser may rewrite it in the style attribute)
          data-background={css.background}
          aria-hidden="true"
          className="absolute inset-0 -z-10"
          style={{ background: css.background, opacity: css.opacity }}
        />
        {/* text that sits on the background takes the tone the site will write (issue 41) */}
        <div className="m-4" data-testid="background-preview-text">
          <p className="text-lg font-semibold" style={{ color: css.foreground }}>
            Homes for sale in Payson
          </p>
          <p className="text-sm" style={{ color: css.mutedForeground }}>
            Page 1 of 12 (265 total properties)
          </p>
        </div>
        <div className="mx-4 max-w-xs rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm">
          <p className="font-semibold">Page content</p>
          <p className="text-sm text-muted-foreground">
            Listings and pages sit on this background.
          </p>
        </div>
      </div>
      {css.background.startsWith('linear-gradient(rgba(') && (
        <p className="text-sm text-muted-foreground">
          No single text colour reads on all of this background, so the site lays a{' '}
          {css.foreground === '#ffffff' ? 'dark' : 'light'} veil over it.
        </p>
      )}
    </figure>
  );
}
