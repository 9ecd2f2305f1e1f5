import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import type { CrmContact } from '../../../../contract/crm';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useContact } from '../api/get-contact';
import { CONTACTS_TEXT as TEXT } from '../contacts-text';
import { contactDetailHref } from '../contacts-url';
import { ContactActions } from './contact-actions';
import { ContactSummary } from './contact-summary';
import { ActivityList, CrmNotesList, EmailsList } from './interaction-lists';
import { StageBadge } from './stage-badge';

export type OpenContact = {
  contact: CrmContact;
  /** When the list got the contact: the dialog counts it as fresh from then. */
  knownAt: number;
  /** The card's button, focused again when the dialog closes. */
  opener: HTMLElement | null;
};

function DialogBody({ open, returnTo }: { open: OpenContact; returnTo: string }) {
  const { data } = useContact(open.contact.id, { known: open.contact, knownAt: open.knownAt });
  const contact = data ?? open.contact;
  return (
    <>
      <DialogHeader className="gap-2 text-left">
        <DialogTitle className="text-xl leading-tight break-words">
          {contact.name || `#${contact.id}`}
        </DialogTitle>
        <DialogDescription>{TEXT.interactionsDescription}</DialogDescription>
        <div className="flex flex-wrap items-center gap-2">
          <StageBadge stage={contact.stage} />
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link href={contactDetailHref(contact.id, returnTo)}>
              <ExternalLink aria-hidden="true" />
              {TEXT.openContactPage}
            </Link>
          </Button>
        </div>
      </DialogHeader>
      <ContactSummary contact={contact} />
      <ContactActions contact={contact} />
      <Tabs defaultValue="notes" className="min-w-0 gap-3">
        <TabsList className="w-full">
          <TabsTrigger value="notes">{TEXT.notesTab}</TabsTrigger>
          <TabsTrigger value="emails">{TEXT.emailsTab}</TabsTrigger>
          <TabsTrigger value="activity">{TEXT.activityTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="notes">
          <CrmNotesList personId={contact.id} />
        </TabsContent>
        <TabsContent value="emails">
          <EmailsList personId={contact.id} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityList contactId={contact.id} />
        </TabsContent>
      </Tabs>
    </>
  );
}

/**
 * The interactions dialog (back-office spec section 2): the contact's details, the staff
 * actions, and its notes, e-mails and activity in tabs. Full screen on a phone. Closing it
 * gives focus back to the card that opened it.
 */
export function InteractionsDialog({
  open,
  onClose,
  returnTo,
}: {
  open: OpenContact | null;
  onClose: () => void;
  /** The list's address, for the contact page's way back. */
  returnTo: string;
}) {
  return (
    <Dialog open={open !== null} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            open.opener?.focus();
          }}
          className="h-[100dvh] max-h-[100dvh] w-full max-w-none content-start gap-5 rounded-none p-4 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:rounded-lg sm:p-6"
        >
          <DialogBody key={open.contact.id} open={open} returnTo={returnTo} />
        </DialogContent>
      )}
    </Dialog>
  );
}
