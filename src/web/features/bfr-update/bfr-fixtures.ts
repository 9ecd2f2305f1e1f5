import type { BfrContactReply } from '../../../contract/bfr';
import type { BfrFormData } from '../../../core/bfr-fields';
import { bfrForm } from '../../testing/bfr-fixtures';

type ContactOverrides = Partial<Omit<BfrContactReply, 'contact' | 'form'>> & {
  contact?: Partial<BfrContactReply['contact']>;
  form?: Partial<BfrFormData>;
};

/** GET /api/admin/bfr/contact/{nameOrEmail} as the server answers it; override what a test is about. */
export function bfrContactReply(overrides: ContactOverrides = {}): BfrContactReply {
  const contact: BfrContactReply['contact'] = {
    id: 101,
    name: 'Harper Lane',
    email: 'harper@example.com',
    phone: '928-555-0101',
    customFields: {},
    bfrData: null,
    bfrUpdatedAt: null,
    ...overrides.contact,
  };
  return {
    success: true,
    contact,
    form: bfrForm(overrides.form),
    matches: overrides.matches ?? [{ id: contact.id, name: contact.name, email: contact.email }],
  };
}
