import { markKnownVisitor } from '../../../components/activity/visitor-activity';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useLocation } from 'wouter';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  BUY_OR_SELL_OPTIONS,
  HOME_WISH_LIST_OPTIONS,
  LEAD_PROPERTY_TYPE_OPTIONS,
  PRICE_RANGE_OPTIONS,
  TIMEFRAME_OPTIONS,
} from '../../../../core/lead-options';
import {
  leadFormSchema,
  type CreateContactReply,
  type LeadForm,
  type LeadFormInput,
} from '../../../../contract/leads';
import { describedBy, FieldMessage } from '../../../components/forms/field-message';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { applyServerFieldErrors, parseServerError } from '../../../lib/server-error';
import { useCreateContact } from '../api/create-contact';
import { FormSection } from './form-section';
import { messageText } from '../../../../core/spec-messages';

/** The failure toast's text when the server gave no message of its own (visitor spec section 8). */
export const SUBMISSION_FAILED_FALLBACK = messageText('newClient.failed.fallback');

/** After a successful standalone submission the visitor goes home this much later (spec section 4). */
export const SUCCESS_REDIRECT_MS = 2000;

export const SUCCESS_TOAST = {
  title: messageText('newClient.submitted.title'),
  description: messageText('newClient.submitted.message'),
};

type FieldName = keyof LeadFormInput;

/** The visible fields in screen order: server messages are matched (and focused) in this order. */
const FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'currentlyOwnHome',
  'needToSellFirst',
  'preApproved',
  'workingWithAgent',
  'buyOrSellInterest',
  'timeframe',
  'priceRange',
  'bedrooms',
  'bathrooms',
  'sqft',
  'propertyType',
  'preferredAreas',
  'homeWishList',
  'comments',
] as const satisfies readonly FieldName[];

const EMPTY_FORM = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  currentlyOwnHome: false,
  needToSellFirst: false,
  preApproved: false,
  workingWithAgent: false,
  buyOrSellInterest: '',
  timeframe: '',
  priceRange: '',
  bedrooms: '',
  bathrooms: '',
  sqft: '',
  propertyType: '',
  preferredAreas: '',
  homeWishList: [],
  comments: '',
} satisfies LeadFormInput;

const SITUATION_OPTIONS = [
  { name: 'currentlyOwnHome', label: 'I currently own a home' },
  { name: 'needToSellFirst', label: 'I need to sell before I buy' },
  { name: 'preApproved', label: "I'm pre-approved for a mortgage" },
  { name: 'workingWithAgent', label: "I'm working with another agent" },
] as const;

/** The page the form was sent from, when it is a path the contract accepts. */
function currentPagePath(): string | undefined {
  const path = `${window.location.pathname}${window.location.search}`;
  return path.length <= 500 && /^\/(?!\/)/.test(path) ? path : undefined;
}

type NewClientFormProps = {
  /** Called after the lead is stored, with the server's reply. */
  onSuccess?: (reply: CreateContactReply) => void;
  /** The listing the visitor asked about, sent with the lead. */
  propertyId?: number;
  /** Inside another page: no redirect home after a successful submission. */
  embedded?: boolean;
};

/**
 * The new-client form (visitor spec section 2): contact details, situation, interest,
 * preferences and wish list, checked with the lead schema the server uses too. A honeypot
 * field and the time the form was open let the server turn simple bots away without a captcha.
 */
export function NewClientForm({ onSuccess, propertyId, embedded = false }: NewClientFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [, navigate] = useLocation();
  const createContact = useCreateContact();
  const honeypot = useRef<HTMLInputElement>(null);
  const startedAt = useRef<number | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LeadFormInput, unknown, LeadForm>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: EMPTY_FORM,
  });

  // The fill time starts when the form can be used (after hydration), never during render.
  useEffect(() => {
    startedAt.current = Date.now();
    return () => clearTimeout(redirectTimer.current);
  }, []);

  // handleSubmit is called in the event, not while rendering: the submission reads refs and the clock.
  const submit = async (values: LeadForm) => {
    if (createContact.isPending) return;
    const elapsedMs =
      startedAt.current === null
        ? 0
        : Math.min(Math.max(0, Math.round(Date.now() - startedAt.current)), 86_400_000);
    const pagePath = currentPagePath();
    const body: LeadFormInput = {
      ...values,
      companyWebsite: honeypot.current?.value ?? '',
      elapsedMs,
      ...(pagePath ? { pagePath } : {}),
      ...(propertyId ? { propertyId } : {}),
    };
    try {
      const reply = await createContact.mutateAsync(body);
      markKnownVisitor();
      toast(SUCCESS_TOAST);
      reset(EMPTY_FORM);
      if (honeypot.current) honeypot.current.value = '';
      startedAt.current = Date.now();
      onSuccess?.(reply);
      if (!embedded) {
        clearTimeout(redirectTimer.current);
        redirectTimer.current = setTimeout(() => navigate('/'), SUCCESS_REDIRECT_MS);
      }
    } catch (error) {
      applyServerFieldErrors(error, setError, FORM_FIELDS);
      toast({
        variant: 'destructive',
        title: messageText('newClient.failed.title'),
        description: parseServerError(error).serverMessage ?? SUBMISSION_FAILED_FALLBACK,
      });
    }
  };

  const sending = createContact.isPending;

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      aria-label="New client information"
      className="relative grid gap-6"
    >
      <p className="text-sm text-muted-foreground">
        Fields marked <span className="text-destructive">*</span> are required.
      </p>

      <FormSection id={id('contact')} title="Contact Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('firstName')}
            label="First Name"
            required
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            id={id('lastName')}
            label="Last Name"
            required
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextField
            id={id('email')}
            label="Email"
            type="email"
            inputMode="email"
            required
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            id={id('phone')}
            label="Phone"
            type="tel"
            inputMode="tel"
            required
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
      </FormSection>

      <FormSection id={id('situation')} title="Current Situation">
        <fieldset>
          <legend className="sr-only">Check all that apply</legend>
          <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {SITUATION_OPTIONS.map(({ name, label }) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <div className="flex min-h-10 items-center gap-3">
                    <Checkbox
                      id={id(name)}
                      name={field.name}
                      ref={field.ref}
                      checked={field.value ?? false}
                      onCheckedChange={(checked) => field.onChange(checked)}
                      onBlur={field.onBlur}
                    />
                    <Label htmlFor={id(name)} className="leading-snug font-normal">
                      {label}
                    </Label>
                  </div>
                )}
              />
            ))}
          </div>
        </fieldset>
      </FormSection>

      <FormSection id={id('interest')} title="Real Estate Interest">
        <div className="grid gap-6 sm:grid-cols-2">
          <RadioChoice
            control={control}
            name="buyOrSellInterest"
            id={id('buyOrSellInterest')}
            label="Are you interested in buying or selling?"
            options={BUY_OR_SELL_OPTIONS}
            error={errors.buyOrSellInterest?.message}
          />
          <SelectChoice
            control={control}
            name="timeframe"
            id={id('timeframe')}
            label="Timeframe"
            placeholder="Select a timeframe"
            options={TIMEFRAME_OPTIONS}
            error={errors.timeframe?.message}
          />
        </div>
      </FormSection>

      <FormSection id={id('preferences')} title="Property Preferences">
        <div className="grid gap-6">
          <RadioChoice
            control={control}
            name="priceRange"
            id={id('priceRange')}
            label="Price Range"
            options={PRICE_RANGE_OPTIONS}
            error={errors.priceRange?.message}
            columns
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectChoice
              control={control}
              name="bedrooms"
              id={id('bedrooms')}
              label="Bedrooms"
              placeholder="Select bedrooms"
              options={BEDROOM_OPTIONS.map((value) => ({ value, label: value }))}
              error={errors.bedrooms?.message}
            />
            <SelectChoice
              control={control}
              name="bathrooms"
              id={id('bathrooms')}
              label="Bathrooms"
              placeholder="Select bathrooms"
              options={BATHROOM_OPTIONS.map((value) => ({ value, label: value }))}
              error={errors.bathrooms?.message}
            />
            <TextField
              id={id('sqft')}
              label="Square Footage"
              hint="For example 2,000 or 1,500-2,500"
              autoComplete="off"
              error={errors.sqft?.message}
              {...register('sqft')}
            />
            <SelectChoice
              control={control}
              name="propertyType"
              id={id('propertyType')}
              label="Property Type"
              placeholder="Select a property type"
              options={LEAD_PROPERTY_TYPE_OPTIONS}
              error={errors.propertyType?.message}
            />
          </div>
          <TextField
            id={id('preferredAreas')}
            label="Preferred Areas"
            hint="Towns, neighborhoods or subdivisions, e.g. Payson, Pine, Show Low"
            error={errors.preferredAreas?.message}
            {...register('preferredAreas')}
          />
        </div>
      </FormSection>

      <FormSection
        id={id('wish-list')}
        title="Home Wish List"
        description="Choose every feature you would love your next home to have."
      >
        <WishList control={control} id={id('homeWishList')} error={errors.homeWishList?.message} />
      </FormSection>

      <FormSection id={id('comments-section')} title="Additional Comments">
        <div className="grid gap-2">
          <Label htmlFor={id('comments')}>Anything else we should know?</Label>
          <Textarea
            id={id('comments')}
            rows={5}
            {...describedBy(id('comments'), errors.comments?.message)}
            {...register('comments')}
          />
          <FieldMessage fieldId={id('comments')} message={errors.comments?.message} />
        </div>
      </FormSection>

      {/* Honeypot: off-screen (not display:none, which simple bots skip), out of the tab order
          and hidden from assistive tech. People never fill it; the server drops leads that do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={id('website')}>Leave this field empty</label>
        <input
          ref={honeypot}
          id={id('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <Button
        type="submit"
        variant="brand"
        size="lg"
        disabled={sending}
        className="w-full font-semibold tracking-wide sm:w-auto sm:justify-self-start"
      >
        {sending ? 'SUBMITTING...' : 'SUBMIT INFORMATION'}
      </Button>
    </form>
  );
}

type Option = { value: string; label: string };
type ChoiceName =
  'buyOrSellInterest' | 'timeframe' | 'priceRange' | 'bedrooms' | 'bathrooms' | 'propertyType';

type ChoiceProps = {
  control: Control<LeadFormInput, unknown, LeadForm>;
  name: ChoiceName;
  id: string;
  label: string;
  options: readonly Option[];
  error: string | undefined;
};

/** A single choice among a few options, all in view (arrow keys move between them). */
function RadioChoice({
  control,
  name,
  id,
  label,
  options,
  error,
  columns,
}: ChoiceProps & { columns?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="grid content-start gap-3">
          <p id={`${id}-label`} className="text-sm leading-none font-medium">
            {label}
          </p>
          <RadioGroup
            aria-labelledby={`${id}-label`}
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            {...describedBy(id, error)}
            className={
              columns ? 'grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3' : 'gap-1'
            }
          >
            {options.map((option, index) => (
              <div key={option.value} className="flex min-h-10 items-center gap-3">
                <RadioGroupItem
                  id={`${id}-${index}`}
                  value={option.value}
                  // server messages focus the group through its first option
                  ref={index === 0 ? field.ref : undefined}
                  onBlur={field.onBlur}
                />
                <Label htmlFor={`${id}-${index}`} className="font-normal">
                  {option.label}
                </Label>
              </div>
            ))}
          </RadioGroup>
          <FieldMessage fieldId={id} message={error} />
        </div>
      )}
    />
  );
}

/** A single choice from a drop-down list. */
function SelectChoice({
  control,
  name,
  id,
  label,
  options,
  error,
  placeholder,
}: ChoiceProps & { placeholder: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="grid content-start gap-2">
          <Label htmlFor={id}>{label}</Label>
          <Select name={field.name} value={field.value ?? ''} onValueChange={field.onChange}>
            <SelectTrigger
              id={id}
              ref={field.ref}
              onBlur={field.onBlur}
              {...describedBy(id, error)}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldMessage fieldId={id} message={error} />
        </div>
      )}
    />
  );
}

/** The 24 wish-list features: any number of them. */
function WishList({
  control,
  id,
  error,
}: {
  control: Control<LeadFormInput, unknown, LeadForm>;
  id: string;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name="homeWishList"
      render={({ field }) => {
        const selected = field.value ?? [];
        return (
          <fieldset aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}>
            <legend className="sr-only">Home wish list features</legend>
            <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
              {HOME_WISH_LIST_OPTIONS.map((feature, index) => (
                <div key={feature} className="flex min-h-10 items-center gap-3">
                  <Checkbox
                    id={`${id}-${index}`}
                    name={field.name}
                    value={feature}
                    ref={index === 0 ? field.ref : undefined}
                    checked={selected.includes(feature)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked
                          ? [...selected, feature]
                          : selected.filter((item) => item !== feature),
                      )
                    }
                    onBlur={field.onBlur}
                  />
                  <Label htmlFor={`${id}-${index}`} className="leading-snug font-normal">
                    {feature}
                  </Label>
                </div>
              ))}
            </div>
            <p id={`${id}-count`} className="mt-3 text-sm text-muted-foreground" aria-live="polite">
              {selected.length === 0
                ? 'No features selected'
                : `${selected.length} ${selected.length === 1 ? 'feature' : 'features'} selected`}
            </p>
            <FieldMessage fieldId={id} message={error} />
          </fieldset>
        );
      }}
    />
  );
}
