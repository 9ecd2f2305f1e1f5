import { Save } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { BfrPublicContactReply } from '../../../contract/bfr';
import type { BfrCheckKey, BfrFormData } from '../../../core/bfr-fields';
import { BfrCheckList } from '../../components/bfr/bfr-check-list';
import { BfrSection } from '../../components/bfr/bfr-section';
import { checklistSummary, isBlank } from '../../components/bfr/bfr-summary';
import { BfrTextInput } from '../../components/bfr/bfr-text-input';
import { INPUT_OF_KIND } from '../../components/bfr/bfr-input-kinds';
import {
  useBfrChecklistForm,
  type BfrChecklistLayout,
} from '../../components/bfr/use-bfr-checklist-form';
import { TextField } from '../../components/forms/text-field';
import { UnsavedChangesGuard } from '../../components/staff/unsaved-changes-guard';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { parseServerError } from '../../lib/server-error';
import { useSubmitBfrForm } from './api/submit-bfr-form';
import {
  BFR_FORM_CARDS,
  BFR_FORM_FIELD_ORDER,
  cardsOf,
  type BfrFormCard,
  type BfrFormCardField,
  type BfrFormCardId,
} from './bfr-form-layout';
import { BFR_FORM_TEXT as TEXT } from './bfr-form-text';
import { formatArizonaMoment } from '../../../core/date-time-format';

/** A failure that means this browser holds no grant for the file (its link was not opened here). */
const isNoAccess = (error: unknown) => {
  const { status } = parseServerError(error);
  return status === 401 || status === 403;
};

/** If Needed starts closed unless the property analysis asks for it; every other card is open. */
const LAYOUT: BfrChecklistLayout<BfrFormCardId> = {
  fieldOrder: BFR_FORM_FIELD_ORDER,
  sectionsOf: cardsOf,
  openAtFirst: () => true,
};

/**
 * How much of a card is done: its boxes ticked, or its fields filled when it has none. The
 * buyer's phone and e-mail shown from the contact count as filled when they show a value
 * (issue 41: the buyer card said '0 of 4 filled' beside a filled phone and e-mail).
 */
const cardSummary = (
  card: BfrFormCard,
  values: BfrFormData,
  contactValue: (key: BfrFormCardField['key']) => string,
) => {
  const shown = { ...values };
  for (const field of card.fields) {
    if (field.mode === 'fromContact') shown[field.key] = contactValue(field.key);
  }
  return checklistSummary(
    { boxes: card.boxes, fields: card.fields.filter((field) => field.mode !== 'computed') },
    shown,
    { boxes: TEXT.done, fields: TEXT.filled },
  );
};

/** Which boxes show: all of them (SHOW COMPLETED), or only those still to tick. */
export type BfrFormFilter = 'all' | 'toDo';

/**
 * The client's checklist (back-office spec section 2, BFR client form): the eight cards, the MLS
 * lookup with its property analysis, the commission worked out as amount and percentage are
 * typed, the SHOW COMPLETED / TO BE COMPLETED filter and SAVE CLIENT INFO. Opened once per
 * contact; a save takes the saved file into the form.
 */
export function BfrClientForm({ reply }: { reply: BfrPublicContactReply }) {
  const uid = useId();
  const { contact } = reply;
  const save = useSubmitBfrForm();
  const form = useBfrChecklistForm({
    contactId: contact.id,
    form: reply.form,
    save,
    layout: LAYOUT,
    lookupFailure: (error) => parseServerError(error).serverMessage ?? TEXT.lookupFailedBrief,
    onSaved: () => toast({ title: TEXT.saved, description: TEXT.savedMessage }),
    onSaveFailed: (error) =>
      toast({
        variant: 'destructive',
        title: TEXT.error,
        description: isNoAccess(error) ? TEXT.noAccess : TEXT.saveFailed,
      }),
  });
  const { values, errors, isDirty } = form;

  const [filter, setFilter] = useState<BfrFormFilter>('all');

  // a box ticked under TO BE COMPLETED leaves the list: the focus moves on to the next one
  // (a new object each time, so the same place can be asked for twice in a row)
  const [focusNext, setFocusNext] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusNext) document.getElementById(focusNext.id)?.focus();
  }, [focusNext]);

  const saveFailure = (() => {
    if (form.hasFieldErrors) return TEXT.fixFields;
    if (!save.error) return null;
    if (isNoAccess(save.error)) return TEXT.noAccess;
    const { serverMessage, isNetworkError, message } = parseServerError(save.error);
    return isNetworkError ? message : (serverMessage ?? TEXT.saveFailed);
  })();

  const fieldId = (key: string) => `${uid}-${key}`;

  const contactValue = (key: BfrFormCardField['key']) => {
    const own = values[key];
    if (typeof own === 'string' && !isBlank(own)) return own;
    return key === 'buyerEmail' ? contact.email : key === 'buyerPhone' ? contact.phone : '';
  };

  const renderField = (field: BfrFormCardField) => {
    const id = fieldId(field.key);
    const error = errors[field.key]?.message;
    if (field.mode === 'fromContact') {
      return (
        <TextField
          key={field.key}
          id={id}
          label={field.label}
          type={INPUT_OF_KIND[field.kind].type}
          value={contactValue(field.key)}
          readOnly
          error={error}
          className="[&_input]:h-11 [&_input]:bg-muted"
        />
      );
    }
    return (
      <BfrTextInput
        key={field.key}
        id={id}
        field={field}
        error={error}
        registration={form.registerText(field.key)}
        lookup={form.lookup}
        className="[&_input]:h-11"
      />
    );
  };

  const renderBoxes = (card: BfrFormCard) => {
    const shown = filter === 'toDo' ? card.boxes.filter((box) => !values[box.key]) : card.boxes;
    const emptyId = `${uid}-${card.id}-done`;
    if (shown.length === 0) {
      return (
        <p id={emptyId} tabIndex={-1} className="text-sm text-muted-foreground outline-none">
          {TEXT.allDoneHidden}
        </p>
      );
    }
    /** Under TO BE COMPLETED a ticked box leaves: the focus goes to the next box still shown. */
    const onTick = (key: BfrCheckKey) => (event: { target: { checked: boolean } }) => {
      if (filter !== 'toDo' || !event.target.checked) return;
      const at = shown.findIndex((box) => box.key === key);
      const next = shown[at + 1] ?? shown[at - 1];
      setFocusNext({ id: next ? fieldId(next.key) : emptyId });
    };
    return (
      <BfrCheckList
        boxes={shown}
        idOf={fieldId}
        required={form.required}
        registration={(key) => form.register(key, { onChange: onTick(key) })}
      />
    );
  };

  const renderCard = (card: BfrFormCard) => (
    <BfrSection
      key={card.id}
      id={card.id}
      title={card.title}
      summary={cardSummary(card, values, contactValue)}
      open={form.isOpen(card.id)}
      onOpenChange={(open) => form.setOpen(card.id, open)}
    >
      <div className="grid gap-5">
        {card.id === 'buyer' && <p className="text-sm text-muted-foreground">{TEXT.fromContact}</p>}
        {card.fields.length > 0 && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {card.id === 'buyer' && (
              <TextField
                id={fieldId('buyerName')}
                label={TEXT.buyerName}
                value={contact.name}
                readOnly
                className="[&_input]:h-11 [&_input]:bg-muted sm:col-span-2"
              />
            )}
            {card.fields.map(renderField)}
          </div>
        )}
        {card.boxes.length > 0 && renderBoxes(card)}
      </div>
    </BfrSection>
  );

  return (
    <>
      <UnsavedChangesGuard dirty={isDirty} description={TEXT.leaveDescription} />
      <form
        onSubmit={(event) => void form.submit(event)}
        noValidate
        aria-label={`${TEXT.documentTitle}: ${contact.name}`}
        className="grid grid-cols-1 gap-4"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            {reply.bfrUpdatedAt ? (
              <time dateTime={reply.bfrUpdatedAt}>
                {TEXT.lastSaved(formatArizonaMoment(reply.bfrUpdatedAt) ?? reply.bfrUpdatedAt)}
              </time>
            ) : (
              TEXT.intro
            )}
          </p>
          <div
            role="group"
            aria-label={TEXT.filterLabel}
            className="grid grid-cols-2 gap-1 rounded-lg border bg-muted p-1 sm:inline-grid sm:shrink-0"
          >
            {(
              [
                ['all', TEXT.showCompleted],
                ['toDo', TEXT.toBeCompleted],
              ] as const
            ).map(([value, label]) => (
              <Button
                key={value}
                variant={filter === value ? 'default' : 'ghost'}
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                className="h-11 px-3 text-xs font-semibold tracking-wide sm:text-sm"
              >
                {label}
              </Button>
            ))}
          </div>
        </div>

        {BFR_FORM_CARDS.map(renderCard)}

        <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex sm:flex-wrap sm:items-center sm:rounded-xl sm:border">
          {saveFailure && (
            <p role="alert" className="text-sm text-destructive sm:basis-full">
              {saveFailure}
            </p>
          )}
          <p aria-live="polite" className="text-xs text-muted-foreground sm:mr-auto sm:text-sm">
            {isDirty ? TEXT.unsaved : TEXT.allSaved}
          </p>
          <Button
            type="submit"
            size="lg"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
            className="h-12 w-full font-semibold tracking-wide sm:w-auto"
          >
            <Save aria-hidden="true" />
            {save.isPending ? TEXT.saving : TEXT.save}
          </Button>
        </div>
      </form>
    </>
  );
}
