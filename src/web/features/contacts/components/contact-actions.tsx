import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  addNoteRequestSchema,
  CONTACT_STAGES,
  updateContactRequestSchema,
  type AddNoteRequest,
  type CrmContact,
} from '../../../../contract/crm';
import { describedBy, FieldMessage } from '../../../components/forms/field-message';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerFieldErrors, parseServerError } from '../../../lib/server-error';
import { useAddContactNote } from '../api/add-contact-note';
import { useUpdateContactStage } from '../api/update-contact-stage';
import { CONTACTS_TEXT as TEXT } from '../contacts-text';
import { AssigneeForm } from './assignee-form';

/** The note as the contract wants it: a subject left blank is not sent. */
const noteFormSchema = addNoteRequestSchema.transform(({ subject, body }): AddNoteRequest =>
  subject ? { subject, body } : { body },
);
type NoteForm = z.input<typeof noteFormSchema>;
const EMPTY_NOTE: NoteForm = { subject: '', body: '' };
const NOTE_FIELDS = ['subject', 'body'] as const;

/** Add note: an optional subject and the note, checked with the contract's schema. */
export function AddNoteForm({ contactId }: { contactId: number }) {
  const uid = useId();
  const addNote = useAddContactNote(contactId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NoteForm, unknown, AddNoteRequest>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: EMPTY_NOTE,
  });
  const bodyId = `${uid}-body`;
  const bodyError = errors.body?.message;

  const submit = handleSubmit((note) => {
    addNote.mutate(note, {
      onSuccess: () => reset(EMPTY_NOTE),
      onError: (error) => applyServerFieldErrors(error, setError, NOTE_FIELDS),
    });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${uid}-title`}
      className="grid gap-3"
    >
      <h3 id={`${uid}-title`} className="font-semibold">
        {TEXT.addNote}
      </h3>
      <TextField
        id={`${uid}-subject`}
        label={TEXT.noteSubject}
        hint={TEXT.noteSubjectHint}
        maxLength={200}
        autoComplete="off"
        error={errors.subject?.message}
        {...register('subject')}
      />
      <div className="grid gap-2">
        <Label htmlFor={bodyId}>
          {TEXT.noteBody}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Textarea
          id={bodyId}
          required
          rows={4}
          maxLength={10_000}
          {...describedBy(bodyId, bodyError)}
          {...register('body')}
        />
        <FieldMessage fieldId={bodyId} message={bodyError} />
      </div>
      <div>
        <Button
          type="submit"
          disabled={addNote.isPending}
          aria-busy={addNote.isPending || undefined}
        >
          {addNote.isPending ? TEXT.addingNote : TEXT.addNote}
        </Button>
      </div>
    </form>
  );
}

/** The contact's stage, chosen from the CRM's stages, saved with Save. */
export function StageForm({ contact }: { contact: CrmContact }) {
  const uid = useId();
  const update = useUpdateContactStage(contact.id);
  const current = contact.stage ?? '';
  // The choice belongs to the stage it was made from: once the contact's stage changes (saved
  // here or elsewhere) the select shows the new one.
  const [draft, setDraft] = useState({ from: current, stage: current });
  const stage = draft.from === current ? draft.stage : current;
  const [error, setError] = useState<string | undefined>(undefined);
  const selectId = `${uid}-stage`;
  // a stage the CRM uses but the list does not offer still shows as the current one
  const options =
    CONTACT_STAGES.some((s) => s === current) || !current
      ? CONTACT_STAGES
      : [current, ...CONTACT_STAGES];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateContactRequestSchema.safeParse({ stage });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(parsed.data, {
      onError: (failure) => setError(parseServerError(failure).fieldErrors.stage),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={selectId}>{TEXT.stageSelect}</Label>
      <div className="flex flex-wrap gap-2">
        <Select
          value={stage || undefined}
          onValueChange={(next) => {
            setDraft({ from: current, stage: next });
            setError(undefined);
          }}
        >
          <SelectTrigger id={selectId} className="w-full sm:w-60" {...describedBy(selectId, error)}>
            <SelectValue placeholder={TEXT.stagePlaceholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          type="submit"
          variant="outline"
          disabled={update.isPending || (stage !== '' && stage === current)}
          aria-busy={update.isPending || undefined}
        >
          {update.isPending ? TEXT.savingStage : TEXT.saveStage}
        </Button>
      </div>
      <FieldMessage fieldId={selectId} message={error} />
    </form>
  );
}

/** The staff actions on a contact: its stage, its agent and a new note. */
export function ContactActions({ contact }: { contact: CrmContact }) {
  return (
    <section aria-label={TEXT.actions} className="grid gap-4 rounded-lg border p-4">
      <StageForm contact={contact} />
      <AssigneeForm contact={contact} />
      <AddNoteForm contactId={contact.id} />
    </section>
  );
}
