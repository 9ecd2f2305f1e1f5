import { Link } from 'wouter';
import { Button } from '../../../../components/ui/button';
import { Badge } from '../../../../components/ui/badge';
import { COMING_SOON, CONTACTS_LINK } from '../../admin-links';
import { ApiCard } from './api-card';

/** Contacts Management: the way to the CRM contacts (a link once that page exists). */
export function ContactsCard() {
  const link = CONTACTS_LINK;
  return (
    <ApiCard
      title="Contacts Management"
      description="Search CRM contacts, with their notes, e-mails and activity."
      icon={link.icon}
      actions={
        link.available ? (
          <Button asChild variant="outline">
            <Link href={link.href}>Open Contacts</Link>
          </Button>
        ) : (
          <Badge variant="secondary">{COMING_SOON}</Badge>
        )
      }
    />
  );
}
