import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type CSSProperties } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminSettingsView } from '../../../../contract/admin-settings';
import { badgeSettingsSchema } from '../../../../contract/badges';
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColor } from '../../../../core/readable-colors';
import {
  badgeCssVariables,
  FILLED_BADGE_KINDS,
  type BadgeStyleSettings as BadgeSettings,
} from '../../../../core/site-appearance';
import { StatusBadge } from '../../../components/listings/status-badge';
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
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { applyServerFieldErrors } from '../../../lib/server-error';
import { useAdminSettings } from '../api/admin-settings';
import { useSaveBadgeSettings } from '../api/badge-settings';
import { toastSettingsError } from '../settings-feedback';
import { ColorField } from './background-tab';
import { messageText } from '../../../../core/spec-messages';

/** Back-office spec section 8. */
export const BADGES_SAVED_TOAST = {
  title: messageText('badges.saved.title'),
  description: messageText('badges.saved.message'),
} as const;

/** The status mapping of the spec, as the tab states it. */
export const BADGE_MAPPING_NOTE =
  'ACTIVE uses the primary badge, PENDING the success badge and REDUCED the error badge; SOLD and other statuses use the outline style.';

/** What this tab edits (roundness, shadow intensity and custom badges are kept as they are). */
const badgeStylingSchema = badgeSettingsSchema.pick({
  primaryBadge: true,
  primaryText: true,
  primaryHover: true,
  primaryTextHover: true,
  successBadge: true,
  successText: true,
  successHover: true,
  successTextHover: true,
  warningBadge: true,
  warningText: true,
  warningHover: true,
  warningTextHover: true,
  errorBadge: true,
  errorText: true,
  errorHover: true,
  errorTextHover: true,
  borderColor: true,
  borderWidth: true,
  shadowType: true,
  shadowColor: true,
});
type BadgeStyling = z.output<typeof badgeStylingSchema>;
type BadgeStylingControl = Control<z.input<typeof badgeStylingSchema>, unknown, BadgeStyling>;
type FieldName = keyof BadgeStyling;
type ColorName = Exclude<FieldName, 'borderWidth' | 'shadowType'>;

const FORM_FIELDS = Object.keys(badgeStylingSchema.shape) as FieldName[];

function pickStyling(settings: AdminSettingsView['badgeSettings']): BadgeStyling {
  return Object.fromEntries(FORM_FIELDS.map((f) => [f, settings[f]])) as BadgeStyling;
}

/** The four colour groups: background, text, hover background and hover text of each. */
export const BADGE_GROUPS: readonly {
  name: string;
  title: string;
  background: ColorName;
  text: ColorName;
  hoverBackground: ColorName;
  hoverText: ColorName;
}[] = [
  {
    name: 'ACTIVE',
    title: 'ACTIVE badge (primary)',
    background: 'primaryBadge',
    text: 'primaryText',
    hoverBackground: 'primaryHover',
    hoverText: 'primaryTextHover',
  },
  {
    name: 'PENDING',
    title: 'PENDING badge (success)',
    background: 'successBadge',
    text: 'successText',
    hoverBackground: 'successHover',
    hoverText: 'successTextHover',
  },
  {
    name: 'Warning',
    title: 'Warning / special badge',
    background: 'warningBadge',
    text: 'warningText',
    hoverBackground: 'warningHover',
    hoverText: 'warningTextHover',
  },
  {
    name: 'REDUCED',
    title: 'REDUCED badge (error)',
    background: 'errorBadge',
    text: 'errorText',
    hoverBackground: 'errorHover',
    hoverText: 'errorTextHover',
  },
];

const BORDER_WIDTHS = [0, 1, 2, 3] as const;
const SHADOW_TYPES: readonly { value: BadgeStyling['shadowType']; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'sm', label: 'Small' },
  { value: 'md', label: 'Medium' },
  { value: 'lg', label: 'Large' },
];

/** The contrast of a text colour on a background, or null when either is not a colour. */
export function badgeContrast(background: string, text: string): number | null {
  const bg = parseHexColor(background);
  const fg = parseHexColor(text);
  return bg && fg ? contrastRatio(bg, fg) : null;
}

/**
 * The warning shown beside a pair below WCAG AA: visitors see the background nudged (darker
 * under light text, lighter under dark text) until it reads at 4.5:1. Null when it reads.
 */
export function contrastWarning(background: string, text: string): string | null {
  const ratio = badgeContrast(background, text);
  if (ratio === null || ratio >= AA_TEXT_CONTRAST) return null;
  const bg = parseHexColor(background)!;
  const fg = parseHexColor(text)!;
  const black: [number, number, number] = [0, 0, 0];
  const lightText = contrastRatio(fg, black) > contrastRatio(bg, black);
  // rounded down, so a failing pair never reads as 4.5:1
  const shown = (Math.floor(ratio * 10) / 10).toFixed(1);
  return `Contrast ${shown}:1 is below WCAG AA (${AA_TEXT_CONTRAST}:1); visitors will see a ${lightText ? 'darkened' : 'lightened'} shade`;
}

/** Admin panel, Badge Styling tab: status badge colours, border and shadow, with a live preview. */
export function BadgeStylingTab() {
  const settings = useAdminSettings();
  if (!settings.data) return <BadgeStylingSkeleton />;
  return <BadgeStylingForm initial={settings.data.badgeSettings} />;
}

function BadgeStylingSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only">Loading badge settings</span>
      <Skeleton className="h-24 w-full" />
      <div className="grid gap-4 lg:grid-cols-2">
        {BADGE_GROUPS.map((g) => (
          <Skeleton key={g.name} className="h-56 w-full" />
        ))}
      </div>
    </div>
  );
}

function BadgeStylingForm({ initial }: { initial: AdminSettingsView['badgeSettings'] }) {
  const id = useId();
  const save = useSaveBadgeSettings();
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(badgeStylingSchema),
    defaultValues: pickStyling(initial),
  });

  const submit = async (values: BadgeStyling) => {
    try {
      const view = await save.mutateAsync(values);
      reset(pickStyling(view.badgeSettings));
      toast(BADGES_SAVED_TOAST);
    } catch (error) {
      applyServerFieldErrors(error, setError, FORM_FIELDS);
      toastSettingsError(error);
    }
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      aria-label="Badge styling"
      className="grid gap-6"
    >
      <Preview control={control} initial={initial} />

      <div className="grid gap-6 lg:grid-cols-2">
        {BADGE_GROUPS.map((group) => (
          <ColorGroup key={group.name} control={control} group={group} id={`${id}-${group.name}`} />
        ))}
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Border and shadow</CardTitle>
          <CardDescription>Shared by every status badge.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <ControlledColor
            control={control}
            name="borderColor"
            id={`${id}-border-color`}
            label="Border color"
          />
          <Controller
            control={control}
            name="borderWidth"
            render={({ field }) => (
              <div className="grid content-start gap-2">
                <Label htmlFor={`${id}-border-width`}>Border width</Label>
                <Select
                  name={field.name}
                  value={String(field.value ?? 0)}
                  onValueChange={(value) => field.onChange(Number(value))}
                >
                  <SelectTrigger id={`${id}-border-width`} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {BORDER_WIDTHS.map((width) => (
                      <SelectItem key={width} value={String(width)}>
                        {width} px
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            )}
          />
          <Controller
            control={control}
            name="shadowType"
            render={({ field }) => (
              <div className="grid content-start gap-2">
                <Label htmlFor={`${id}-shadow-type`}>Shadow</Label>
                <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id={`${id}-shadow-type`} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {SHADOW_TYPES.map((shadow) => (
                      <SelectItem key={shadow.value} value={shadow.value}>
                        {shadow.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            )}
          />
          <ControlledColor
            control={control}
            name="shadowColor"
            id={`${id}-shadow-color`}
            label="Shadow color"
          />
        </CardContent>
      </Card>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Badge Settings'}
        </Button>
      </div>
    </form>
  );
}

function ControlledColor({
  control,
  name,
  id,
  label,
  warning,
}: {
  control: BadgeStylingControl;
  name: ColorName;
  id: string;
  label: string;
  warning?: string | null;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorField
          id={id}
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          warning={warning ?? undefined}
        />
      )}
    />
  );
}

/** One badge's four colours; each text colour warns when it reads poorly on its background. */
function ColorGroup({
  control,
  group,
  id,
}: {
  control: BadgeStylingControl;
  group: (typeof BADGE_GROUPS)[number];
  id: string;
}) {
  const [background, text, hoverBackground, hoverText] = useWatch({
    control,
    name: [group.background, group.text, group.hoverBackground, group.hoverText],
  });
  const normalWarning = contrastWarning(background ?? '', text ?? '');
  const hoverWarning = contrastWarning(hoverBackground ?? '', hoverText ?? '');
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <Card className="h-full">
        <CardHeader>
          <CardTitle id={headingId}>{group.title}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <ControlledColor
            control={control}
            name={group.background}
            id={`${id}-bg`}
            label={`${group.name} badge background`}
          />
          <ControlledColor
            control={control}
            name={group.text}
            id={`${id}-text`}
            label={`${group.name} badge text`}
            warning={normalWarning}
          />
          <ControlledColor
            control={control}
            name={group.hoverBackground}
            id={`${id}-hover-bg`}
            label={`${group.name} badge hover background`}
          />
          <ControlledColor
            control={control}
            name={group.hoverText}
            id={`${id}-hover-text`}
            label={`${group.name} badge hover text`}
            warning={hoverWarning}
          />
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * The preview's CSS variables: the page's own badges read the same ones (the server writes them
 * into every page), so the preview is what visitors see. The hover row takes the hover colours
 * as its normal ones.
 */
function previewVariables(settings: BadgeSettings, hovered: boolean): CSSProperties {
  const variables = badgeCssVariables(settings);
  if (hovered) {
    for (const kind of FILLED_BADGE_KINDS) {
      variables[`--badge-${kind}-bg`] = variables[`--badge-${kind}-hover-bg`]!;
      variables[`--badge-${kind}-fg`] = variables[`--badge-${kind}-hover-fg`]!;
    }
  }
  return variables as CSSProperties;
}

const PREVIEW_STATUSES = ['ACTIVE', 'PENDING', 'SOLD', 'REDUCED'] as const;

/** The four status badges as visitors will see them, with the values on the screen. */
function Preview({
  control,
  initial,
}: {
  control: BadgeStylingControl;
  initial: AdminSettingsView['badgeSettings'];
}) {
  const values = useWatch({ control });
  const settings: BadgeSettings = { ...initial, ...values } as BadgeSettings;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>Live preview</CardTitle>
          <CardDescription>{BADGE_MAPPING_NOTE}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              As visitors see them (point at one for its hover colours):
            </p>
            <PreviewBadges settings={settings} hovered={false} />
          </div>
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">On hover:</p>
            <PreviewBadges settings={settings} hovered />
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

function PreviewBadges({ settings, hovered }: { settings: BadgeSettings; hovered: boolean }) {
  return (
    <ul
      className="flex flex-wrap gap-3"
      aria-label={hovered ? 'Status badges on hover' : 'Status badges'}
      style={previewVariables(settings, hovered)}
    >
      {PREVIEW_STATUSES.map((status) => (
        <li key={status} data-testid={`badge-preview-${status}${hovered ? '-hover' : ''}`}>
          <StatusBadge status={status} />
        </li>
      ))}
    </ul>
  );
}
