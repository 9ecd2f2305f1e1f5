import { BookmarkPlus, UserRound } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { CrmContact } from '../../../../contract/crm';
import { comparisonNameSchema } from '../../../../contract/saved-comparisons';
import { COMPARISON_NAME_MAX } from '../../../../core/saved-comparisons';
import { describedBy, FieldMessage } from '../../../components/forms/field-message';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { parseServerError } from '../../../lib/server-error';
import { useSaveForContact } from '../api/contact-comparisons';
import { useContactSearch } from '../api/search-contacts';

export const SEND_COMPARISON_TEXT = {
  // Named for what it does: it saves the comparison for a contact (and may note it in the CRM).
  trigger: 'Save for a client',
  title: 'Save for a client',
  description:
    'Save these properties for a contact: the comparison is listed on their contact page, and its link can go in their CRM notes.',
  client: 'Client',
  clientHint: 'Search by name, e-mail or phone',
  chooseClient: 'Choose a client',
  change: 'Change',
  searching: 'Searching...',
  noMatch: 'No contacts match',
  name: 'Comparison name',
  message: 'Message in the note (optional)',
  writeNote: "Write the link in the contact's CRM notes",
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  savedFor: (name: string) => `Saved for ${name}`,
  noteWritten: 'The link is in their CRM notes.',
  noNote: 'It is listed on their contact page.',
  noteFailed: (message: string) =>
    `The comparison is saved, but the note could not be written (${message}). Send it again from the contact's page.`,
} as const;

const SEARCH_LIMIT = 8;
const SEARCH_DELAY_MS = 300;

/** The text typed, once the typing has paused (one search per pause, not per key). */
function usePausedValue(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

const contactLine = (contact: CrmContact) =>
  [contact.name || `#${contact.id}`, contact.emails[0]?.value].filter(Boolean).join(' · ');

/** The contact search of the dialog: a search box and its matches, one of which is picked. */
function ContactPicker({
  fieldId,
  selected,
  onSelect,
  error,
}: {
  fieldId: string;
  selected: CrmContact | null;
  onSelect: (contact: CrmContact | null) => void;
  error: string | undefined;
}) {
  const [query, setQuery] = useState('');
  const term = usePausedValue(query.trim());
  const search = useContactSearch(term, 1, SEARCH_LIMIT, { enabled: selected === null });
  const matches = search.data?.contacts ?? [];

  if (selected) {
    return (
      <div role="group" aria-labelledby={`${fieldId}-label`} className="grid gap-2">
        <span id={`${fieldId}-label`} className="text-sm leading-none font-medium">
          {SEND_COMPARISON_TEXT.client}
        </span>
        <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
          <span className="flex min-w-0 items-center gap-2 text-sm break-words">
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            {contactLine(selected)}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onSelect(null)}>
            {SEND_COMPARISON_TEXT.change}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>
        {SEND_COMPARISON_TEXT.client}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </Label>
      <Input
        id={fieldId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        placeholder={SEND_COMPARISON_TEXT.clientHint}
        {...describedBy(fieldId, error)}
      />
      <FieldMessage fieldId={fieldId} message={error} />
      <div aria-live="polite" className="grid gap-1">
        {term !== '' && search.isFetching && (
          <p className="text-sm text-muted-foreground">{SEND_COMPARISON_TEXT.searching}</p>
        )}
        {search.error && (
          <p className="text-sm text-destructive">{parseServerError(search.error).userMessage}</p>
        )}
        {term !== '' && search.isSuccess && !search.isFetching && matches.length === 0 && (
          <p className="text-sm text-muted-foreground">{SEND_COMPARISON_TEXT.noMatch}</p>
        )}
        {matches.length > 0 && (
          <ul aria-label="Matching contacts" className="grid max-h-48 gap-1 overflow-y-auto">
            {matches.map((contact) => (
              <li key={contact.id}>
                <Button
                  type="button"
                  variant="ghost"
                  className="h-auto w-full justify-start py-2 text-left font-normal whitespace-normal"
                  onClick={() => onSelect(contact)}
                >
                  {contactLine(contact)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function SendForm({ propertyIds, onDone }: { propertyIds: number[]; onDone: () => void }) {
  const uid = useId();
  const save = useSaveForContact();
  const [contact, setContact] = useState<CrmContact | null>(null);
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [writeNote, setWriteNote] = useState(true);
  const [errors, setErrors] = useState<{ contact?: string; name?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const messageId = `${uid}-message`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedName = comparisonNameSchema.safeParse(name);
    const next = {
      contact: contact ? undefined : SEND_COMPARISON_TEXT.chooseClient,
      name: parsedName.success ? undefined : parsedName.error.issues[0]?.message,
    };
    setErrors(next);
    setFormError(null);
    if (!contact || !parsedName.success) return;
    const note = writeNote ? (message.trim() ? { message: message.trim() } : {}) : null;
    save.mutate(
      { contactId: contact.id, request: { name: parsedName.data, propertyIds }, note },
      {
        onSuccess: ({ noteError }) => {
          const title = SEND_COMPARISON_TEXT.savedFor(contact.name || `#${contact.id}`);
          if (noteError) {
            toast({
              variant: 'destructive',
              title,
              description: SEND_COMPARISON_TEXT.noteFailed(parseServerError(noteError).userMessage),
            });
          } else {
            toast({
              title,
              description: writeNote
                ? SEND_COMPARISON_TEXT.noteWritten
                : SEND_COMPARISON_TEXT.noNote,
            });
          }
          onDone();
        },
        onError: (error) => {
          const { fieldErrors, userMessage } = parseServerError(error);
          if (fieldErrors.name) setErrors({ name: fieldErrors.name });
          else setFormError(fieldErrors.propertyIds ?? userMessage);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <ContactPicker
        fieldId={`${uid}-client`}
        selected={contact}
        onSelect={(picked) => {
          setContact(picked);
          setErrors((current) => ({ ...current, contact: undefined }));
        }}
        error={errors.contact}
      />
      <TextField
        id={`${uid}-name`}
        label={SEND_COMPARISON_TEXT.name}
        required
        maxLength={COMPARISON_NAME_MAX}
        autoComplete="off"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
        error={errors.name}
      />
      <div className="flex items-center gap-2">
        <Checkbox id={`${uid}-note`} checked={writeNote} onCheckedChange={setWriteNote} />
        <Label htmlFor={`${uid}-note`} className="font-normal">
          {SEND_COMPARISON_TEXT.writeNote}
        </Label>
      </div>
      {writeNote && (
        <div className="grid gap-2">
          <Label htmlFor={messageId}>{SEND_COMPARISON_TEXT.message}</Label>
          <Textarea
            id={messageId}
            rows={3}
            maxLength={2_000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
      )}
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <DialogFormFooter
        submit={SEND_COMPARISON_TEXT.save}
        pending={save.isPending}
        pendingLabel={SEND_COMPARISON_TEXT.saving}
        cancel={SEND_COMPARISON_TEXT.cancel}
      />
    </form>
  );
}

/**
 * Staff's "Save for a client" on /compare (issue 27): the compared listings saved for a CRM
 * contact, with the link written in a note on the contact. Its code is loaded for staff only
 * (src/web/app/compare-staff-actions.tsx).
 */
export function SendComparisonDialog({ propertyIds }: { propertyIds: number[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BookmarkPlus aria-hidden="true" />
          {SEND_COMPARISON_TEXT.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SEND_COMPARISON_TEXT.title}</DialogTitle>
          <DialogDescription>{SEND_COMPARISON_TEXT.description}</DialogDescription>
        </DialogHeader>
        {open && <SendForm propertyIds={propertyIds} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
