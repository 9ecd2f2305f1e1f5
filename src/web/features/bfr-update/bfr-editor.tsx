import { Eye, EyeOff, Printer, Save } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { BfrContactReply } from '../../../contract/bfr';
import type { BfrFormData, BfrSectionId } from '../../../core/bfr-fields';
import { BfrCheckList } from '../../components/bfr/bfr-check-list';
import { BfrSection } from '../../components/bfr/bfr-section';
import { checklistSummary, isBlank } from '../../components/bfr/bfr-summary';
import { BfrTextInput } from '../../components/bfr/bfr-text-input';
import {
  useBfrChecklistForm,
  type BfrChecklistLayout,
} from '../../components/bfr/use-bfr-checklist-form';
import { UnsavedChangesGuard } from '../../components/staff/unsaved-changes-guard';
import { Button } from '../../components/ui/button';
import { useToastsAbove } from '../../components/ui/use-toast';
import { parseServerError } from '../../lib/server-error';
import { useUpdateBfr } from './api/update-bfr';
import { BfrPrintSheet } from './bfr-print-sheet';
import { BFR_FIELD_ORDER, BFR_LAYOUT, sectionsOf, type BfrSectionLayout } from './bfr-layout';
import { BFR_UPDATE_TEXT as TEXT } from './bfr-update-text';
import { BfrContactCard } from './components/bfr-contact-card';

/** The sections shown open before the admin opens or closes one. */
const OPEN_AT_FIRST: Record<BfrSectionId, boolean> = {
  property: true,
  contractWritten: true,
  afterAcceptance: true,
  escrow: true,
  ifNeeded: false,
};

const LAYOUT: BfrChecklistLayout<BfrSectionId> = {
  fieldOrder: BFR_FIELD_ORDER,
  sectionsOf,
  openAtFirst: (id) => OPEN_AT_FIRST[id],
};

/** How much of a section is done: its boxes received, or its fields filled when it has none. */
const sectionSummary = (section: BfrSectionLayout, values: BfrFormData) =>
  checklistSummary(section, values, { boxes: TEXT.received, fields: TEXT.filled });

/**
 * A contact's checklist: the five sections, the MLS lookup with its property analysis, the
 * commission worked out as amount and percentage are typed, Hide Completed, Save Changes and
 * Print View. Opened afresh for each answer of the lookup (the page keys it).
 */
export function BfrEditor({ reply }: { reply: BfrContactReply }) {
  const uid = useId();
  const { contact } = reply;
  const save = useUpdateBfr();
  const form = useBfrChecklistForm({
    contactId: contact.id,
    form: reply.form,
    save,
    layout: LAYOUT,
    lookupFailure: (error) => parseServerError(error).message,
  });
  const { values, errors, isDirty } = form;

  const [hideCompleted, setHideCompleted] = useState(false);
  // the saved (or failed) toast appears above the Save bar, never over its buttons
  const saveBar = useRef<HTMLDivElement>(null);
  useToastsAbove(saveBar);

  const saveFailure = form.hasFieldErrors
    ? TEXT.fixFields
    : save.error
      ? parseServerError(save.error).message
      : null;

  const renderField = (field: BfrSectionLayout['fields'][number]) => (
    <BfrTextInput
      key={field.key}
      id={`${uid}-${field.key}`}
      field={field}
      error={errors[field.key]?.message}
      registration={form.registerText(field.key)}
      lookup={form.lookup}
    />
  );

  const renderBoxes = (boxes: BfrSectionLayout['boxes']) => {
    const shown = hideCompleted ? boxes.filter((box) => !values[box.key]) : boxes;
    if (shown.length === 0) {
      return <p className="text-sm text-muted-foreground">{TEXT.allReceivedHidden}</p>;
    }
    return (
      <BfrCheckList
        boxes={shown}
        idOf={(key) => `${uid}-${key}`}
        required={form.required}
        registration={(key) => form.register(key)}
      />
    );
  };

  return (
    <>
      <UnsavedChangesGuard dirty={isDirty} description={TEXT.leaveDescription} />
      <form
        onSubmit={(event) => void form.submit(event)}
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
            open={form.isOpen(section.id)}
            onOpenChange={(open) => form.setOpen(section.id, open)}
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

        <div
          ref={saveBar}
          data-testid="bfr-save-bar"
          className="sticky bottom-0 z-10 -mx-4 grid grid-cols-2 gap-2 border-t bg-background/95 px-4 py-2 backdrop-blur sm:mx-0 sm:flex sm:flex-wrap sm:items-center sm:rounded-xl sm:border sm:py-3"
        >
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
