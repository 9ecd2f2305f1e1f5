import { ExternalLink, Link2, Loader2, Wand2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { BfrLink } from '../../../../contract/bfr';
import { describedBy, FieldMessage } from '../../../components/forms/field-message';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { parseServerError } from '../../../lib/server-error';
import { useGenerateBfrLink } from '../api/generate-bfr-link';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';
import { AutomationCard } from './automation-card';
import { BfrLinksList } from './bfr-links-list';
import { CopyField } from './copy-field';

/** Contact ID as typed: a whole number, or the message to show under the field. */
function readContactId(typed: string): { id: number } | { error: string } {
  const value = typed.trim();
  if (value === '') return { error: TEXT.contactIdRequired };
  if (!/^\d+$/.test(value)) return { error: TEXT.contactIdNumber };
  return { id: Number(value) };
}

/**
 * A link made by hand for one contact (Contact ID required, Name optional): the new link with
 * Copy and Open, then every link of that contact with Revoke on the active one.
 */
export function LinkGenerationCard() {
  const uid = useId();
  const contactField = useRef<HTMLInputElement>(null);
  const generate = useGenerateBfrLink();
  const [contactId, setContactId] = useState('');
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  // the link the last generation made, and the contact whose links are listed
  const [generated, setGenerated] = useState<BfrLink | null>(null);
  const [listed, setListed] = useState<number | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    const read = readContactId(contactId);
    if ('error' in read) {
      setFieldError(read.error);
      if (read.error === TEXT.contactIdRequired) {
        toast({
          variant: 'destructive',
          title: TEXT.missingInformation,
          description: TEXT.contactIdRequired,
        });
      }
      contactField.current?.focus();
      return;
    }
    setFieldError(undefined);
    const trimmedName = name.trim();
    generate.mutate(
      { contactId: read.id, ...(trimmedName ? { name: trimmedName } : {}) },
      {
        onSuccess: ({ bfrLink, link }) => {
          setGenerated({ ...link, url: bfrLink });
          setListed(link.contactId);
        },
        onError: (error) => {
          const message = parseServerError(error).fieldErrors.contactId;
          if (message) {
            setFieldError(message);
            contactField.current?.focus();
          }
        },
      },
    );
  };

  const onRevoked = (link: BfrLink) => {
    // the link on show opens nothing any more: only the list keeps it, as Revoked
    setGenerated((shown) => (shown?.obfuscatedId === link.obfuscatedId ? null : shown));
  };

  return (
    <AutomationCard title={TEXT.generateTitle} description={TEXT.generateDescription} icon={Link2}>
      <form noValidate onSubmit={submit} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={`${uid}-contact`}>
              {TEXT.contactId}
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            </Label>
            <Input
              ref={contactField}
              id={`${uid}-contact`}
              value={contactId}
              required
              inputMode="numeric"
              autoComplete="off"
              placeholder={TEXT.contactIdPlaceholder}
              maxLength={12}
              {...describedBy(`${uid}-contact`, fieldError)}
              onChange={(event) => {
                setContactId(event.target.value);
                setFieldError(undefined);
              }}
            />
            <FieldMessage fieldId={`${uid}-contact`} message={fieldError} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${uid}-name`}>
              {TEXT.name}
              <span className="font-normal text-muted-foreground">{TEXT.nameOptional}</span>
            </Label>
            <Input
              id={`${uid}-name`}
              value={name}
              autoComplete="off"
              placeholder={TEXT.namePlaceholder}
              maxLength={200}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
        </div>
        <div>
          <Button
            type="submit"
            disabled={generate.isPending}
            aria-busy={generate.isPending || undefined}
          >
            {generate.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Wand2 aria-hidden="true" />
            )}
            {generate.isPending ? TEXT.generating : TEXT.generate}
          </Button>
        </div>
      </form>
      {generated && (
        <CopyField
          label={TEXT.generatedLinkLabel}
          value={generated.url}
          copiedDescription={TEXT.linkCopied}
          actions={
            <Button asChild variant="secondary">
              <a href={generated.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {TEXT.open}
                <span className="sr-only">{TEXT.openHint}</span>
              </a>
            </Button>
          }
        />
      )}
      {listed !== null && <BfrLinksList contactId={listed} onRevoked={onRevoked} />}
    </AutomationCard>
  );
}
