import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, Printer, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import {
  bfrFormDataSchema,
  type BfrContactReply,
  type ListingAgentReply,
} from '../../../contract/bfr';
import type { BfrFormData, BfrSectionId, BfrTextKey } from '../../../core/bfr-fields';
import { commissionText } from '../../../core/bfr-rules';
import { TextField } from '../../components/forms/text-field';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { parseServerError } from '../../lib/server-error';
import { bfrFieldErrors, useUpdateBfr } from './api/update-bfr';
import { BfrPrintSheet } from './bfr-print-sheet';
import {
  BFR_FIELD_ORDER,
  BFR_LAYOUT,
  INPUT_OF_KIND,
  sectionsOf,
  type BfrSectionLayout,
} from './bfr-layout';
import { BFR_UPDATE_TEXT as TEXT } from './bfr-update-text';
import { BfrContactCard } from './components/bfr-contact-card';
import { BfrSection } from './components/bfr-section';
import { PropertyAnalysisPanel } from './components/property-analysis-panel';
import { analysisToast, needsIfNeeded, requiredBoxes } from './property-analysis';
import { UnsavedChangesGuard } from '../../components/staff/unsaved-changes-guard';
import { useMlsLookup } from './use-mls-lookup';

/** The fields the MLS lookup fills, with the listing's values. */
const listingFills = (listing: ListingAgentReply): [BfrTextKey, string][] => [
  ['property', listing.property.address],
  ['listingAgent', listing.agent.listingAgent],
  ['listingAgentPhone', listing.agent.listingAgentPhone],
  ['listingAgentEmail', listing.agent.listingAgentEmail],
];

/** The sections shown open before the admin opens or closes one. */
const OPEN_AT_FIRST: Record<BfrSectionId, boolean> = {
  property: true,
  contractWritten: true,
  afterAcceptance: true,
  escrow: true,
  ifNeeded: false,
};

const isBlank = (value: string | undefined) => !value || value.trim() === '';

/** How much of a section is done: its boxes received, or its fields filled when it has none. */
function sectionSummary(section: BfrSectionLayout, values: BfrFormData): string | null {
  if (section.boxes.length > 0) {
    const done = section.boxes.filter((box) => values[box.key]).length;
    return TEXT.received(done, section.boxes.length);
  }
  if (section.fields.length === 0) return null;
  const done = section.fields.filter((field) => !isBlank(values[field.key])).length;
  return TEXT.filled(done, section.fields.length);
}

/**
 * A contact's checklist: the five sections, the MLS lookup with its property analysis, the
 * commission worked out as amount and percentage are typed, Hide Completed, Save Changes and
 * Print View. Opened afresh for each answer of the lookup (the page keys it).
 */
export function BfrEditor({ reply }: { reply: BfrContactReply }) {
  const uid = useId();
  const { contact } = reply;
  const save = useUpdateBfr();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    reset,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(bfrFormDataSchema), defaultValues: reply.form });
  const values = useWatch({ control }) as BfrFormData;

  const [hideCompleted, setHideCompleted] = useState(false);
  // the sections the admin opened or closed (or the lookup opened); the others as at first
  const [openSections, setOpenSections] = useState<Partial<Record<BfrSectionId, boolean>>>({});

  const { lookupMls, listing, lookUpTyped } = useMlsLookup(reply.form.mlsNumber);
  const analysis = listing.data?.analysis;
  const required = requiredBoxes(analysis);

  const isOpen = (id: BfrSectionId) =>
    openSections[id] ?? (id === 'ifNeeded' ? needsIfNeeded(analysis) : OPEN_AT_FIRST[id]);

  /** Opens the sections of these fields now, so their inputs can take the focus. */
  const openSectionsOf = (keys: readonly string[]) => {
    const ids = sectionsOf(keys).filter((id) => !isOpen(id));
    if (ids.length === 0) return;
    flushSync(() =>
      setOpenSections((open) => ({ ...open, ...Object.fromEntries(ids.map((id) => [id, true])) })),
    );
  };

  /** The lookup the admin asked for by typing the number: fill, analyse, say so. */
  const applyListing = (found: ListingAgentReply) => {
    for (const [key, value] of listingFills(found)) {
      if (!isBlank(value)) setValue(key, value.trim(), { shouldDirty: true, shouldValidate: true });
    }
    if (needsIfNeeded(found.analysis)) setOpenSections((open) => ({ ...open, ifNeeded: true }));
    toast(analysisToast(found.analysis));
  };

  const updateCommission = () => {
    const { amount, percentage } = getValues();
    setValue('commission', commissionText(amount, percentage), { shouldDirty: true });
  };

  const submit = handleSubmit(
    (formData) => {
      save.mutate(
        { contactId: contact.id, formData },
        {
          onSuccess: (saved) => reset(saved.form),
          onError: (error) => {
            const messages = bfrFieldErrors(error);
            const keys = BFR_FIELD_ORDER.filter((key) => messages[key]);
            openSectionsOf(keys);
            for (const key of keys) setError(key, { type: 'server', message: messages[key] });
            if (keys[0]) setFocus(keys[0]);
          },
        },
      );
    },
    // the first field with a message is focused once its section is open
    (invalid) => openSectionsOf(Object.keys(invalid)),
  );

  const hasFieldErrors = Object.keys(errors).length > 0;
  const saveFailure = hasFieldErrors
    ? TEXT.fixFields
    : save.error
      ? parseServerError(save.error).message
      : null;

  const lookupStatus = (() => {
    if (lookupMls === null) return null;
    if (listing.isFetching) return TEXT.lookingUp(lookupMls);
    if (listing.error) return TEXT.lookupFailed(lookupMls, parseServerError(listing.error).message);
    if (listing.data === null) return TEXT.noListing(lookupMls);
    return null;
  })();

  const renderField = (field: BfrSectionLayout['fields'][number]) => {
    const id = `${uid}-${field.key}`;
    const { type, inputMode, maxLength, placeholder } = INPUT_OF_KIND[field.kind];
    const onChange =
      field.key === 'mlsNumber'
        ? (event: { target: { value: string } }) => lookUpTyped(event.target.value, applyListing)
        : field.key === 'amount' || field.key === 'percentage'
          ? updateCommission
          : undefined;
    const input = (
      <TextField
        key={field.key}
        id={id}
        label={field.label}
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={field.kind === 'text' ? undefined : false}
        error={errors[field.key]?.message}
        {...(field.key === 'commission'
          ? { readOnly: true, hint: TEXT.commissionHint, className: '[&_input]:bg-muted' }
          : {})}
        {...(field.key === 'mlsNumber' ? { hint: TEXT.mlsHint } : {})}
        {...register(field.key, onChange ? { onChange } : undefined)}
      />
    );
    if (field.key !== 'mlsNumber') return input;
    return [
      input,
      <div key="mls-lookup" className="grid gap-2 sm:col-span-2">
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
          {lookupStatus}
        </p>
        {listing.data && <PropertyAnalysisPanel listing={listing.data} />}
      </div>,
    ];
  };

  const renderBoxes = (boxes: BfrSectionLayout['boxes']) => {
    const shown = hideCompleted ? boxes.filter((box) => !values[box.key]) : boxes;
    if (shown.length === 0) {
      return <p className="text-sm text-muted-foreground">{TEXT.allReceivedHidden}</p>;
    }
    return (
      <ul className="grid grid-cols-1 gap-x-6 gap-y-1 md:grid-cols-2">
        {shown.map((box) => (
          <CheckRow
            key={box.key}
            id={`${uid}-${box.key}`}
            label={box.label}
            required={required.has(box.key)}
            registration={register(box.key)}
          />
        ))}
      </ul>
    );
  };

  return (
    <>
      <UnsavedChangesGuard dirty={isDirty} description={TEXT.leaveDescription} />
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={`${TEXT.title}: ${contact.name}`}
        className="grid grid-cols-1 gap-4"
      >
        <BfrContactCard contact={contact} />

        {BFR_LAYOUT.map((section) => (
          <BfrSection
            key={section.id}
            id={section.id}
            title={section.title}
            summary={sectionSummary(section, values)}
            open={isOpen(section.id)}
            onOpenChange={(open) => setOpenSections((all) => ({ ...all, [section.id]: open }))}
          >
            <div className="grid gap-5">
              {section.fields.length > 0 && (
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  {section.fields.map(renderField)}
                </div>
              )}
              {section.boxes.length > 0 && renderBoxes(section.boxes)}
            </div>
          </BfrSection>
        ))}

        <div className="sticky bottom-0 z-10 -mx-4 grid grid-cols-2 gap-2 border-t bg-background/95 px-4 py-2 backdrop-blur sm:mx-0 sm:flex sm:flex-wrap sm:items-center sm:rounded-xl sm:border sm:py-3">
          {saveFailure && (
            <p role="alert" className="col-span-2 text-sm text-destructive sm:basis-full">
              {saveFailure}
            </p>
          )}
          <p
            aria-live="polite"
            className="col-span-2 text-xs text-muted-foreground sm:mr-auto sm:text-sm"
          >
            {isDirty ? TEXT.unsaved : TEXT.allSaved}
          </p>
          <Button variant="outline" onClick={() => setHideCompleted((hide) => !hide)}>
            {hideCompleted ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
            {hideCompleted ? TEXT.showAll : TEXT.hideCompleted}
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {TEXT.printView}
          </Button>
          <Button
            type="submit"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
            className="col-span-2"
          >
            <Save aria-hidden="true" />
            {save.isPending ? TEXT.saving : TEXT.saveChanges}
          </Button>
        </div>
      </form>

      <BfrPrintSheet
        form={values}
        buyer={{
          name: contact.name,
          phone: isBlank(values.buyerPhone) ? contact.phone : values.buyerPhone,
          email: isBlank(values.buyerEmail) ? contact.email : values.buyerEmail,
        }}
      />
    </>
  );
}

/** One document box; a box the property analysis requires is red, with REQUIRED beside. */
function CheckRow({
  id,
  label,
  required,
  registration,
}: {
  id: string;
  label: string;
  required: boolean;
  registration: UseFormRegisterReturn;
}) {
  return (
    <li className="flex min-h-10 items-start gap-3 rounded-md py-1.5">
      <input
        type="checkbox"
        id={id}
        aria-describedby={required ? `${id}-required` : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-sm accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        {...registration}
      />
      <label
        htmlFor={id}
        className={cn(
          'min-w-0 flex-1 cursor-pointer text-sm leading-5',
          required && 'font-semibold text-red-700',
        )}
      >
        {label}
      </label>
      {required && (
        <span
          id={`${id}-required`}
          className="shrink-0 rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold tracking-wide text-red-800"
        >
          {TEXT.required}
        </span>
      )}
    </li>
  );
}
