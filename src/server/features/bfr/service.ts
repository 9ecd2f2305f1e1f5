import type { FastifyBaseLogger } from 'fastify';
import {
  bfrFormDataSchema,
  type BfrContactReply,
  type BfrPublicContactReply,
  type BfrSavedReply,
  type BfrUpdateRequest,
  type CrmCustomField,
  type FieldMappingsUpdate,
  type ListingAgentReply,
} from '../../../contract/bfr';
import type { CrmContact } from '../../../contract/crm';
import {
  BFR_TEXT_FIELDS,
  emptyBfrForm,
  type BfrFormData,
  type BfrTextKey,
} from '../../../core/bfr-fields';
import { analyzeProperty, commissionText, loadBfrForm } from '../../../core/bfr-rules';
import type { Database } from '../../db/connect';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { CrmProvider } from '../crm/provider';
import { findListingByMlsNumber } from '../listings/read-store';
import type { Settings, SettingsActor } from '../settings/settings';
import { changedCrmValues, chosenMappings, crmFieldOf, readMappings } from './field-mapping';
import {
  fitTextField,
  formOf,
  presentBfrContact,
  presentClientContact,
  primaryValue,
} from './presenter';
import { findBfrData, saveBfrData } from './store';
import { messageText } from '../../../core/spec-messages';

/** Spec section 8 and the CRM API's wording. */
export const CONTACT_NOT_FOUND = 'Contact not found';
export const LISTING_NOT_FOUND = 'Listing not found';
export const FIELD_MAPPINGS_SAVED = messageText('mapping.saved');

/** Contacts a name or e-mail search shows (spec: the first is opened). */
const SEARCH_LIMIT = 10;

const TEXT_KEYS: ReadonlySet<string> = new Set(BFR_TEXT_FIELDS.map((f) => f.key));
const isTextKey = (key: string): key is BfrTextKey => TEXT_KEYS.has(key);

/** The feed's AssociationFeeIncludes ('Sewer, Trash', a list, or an object of name → true) as names. */
export function hoaFeeIncludesOf(value: unknown): string[] {
  const names = (list: unknown[]) =>
    list
      .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
      .map((v) => String(v).trim())
      .filter(Boolean);
  if (typeof value === 'string') return names(value.split(','));
  if (Array.isArray(value)) return names(value);
  if (value && typeof value === 'object') {
    return names(
      Object.entries(value as Record<string, unknown>)
        .filter(([, on]) => on === true || on === 'true' || on === 1)
        .map(([name]) => name),
    );
  }
  return [];
}

/** One line: '123 Main St, Payson, AZ 85541'. */
function addressLine(parts: { address: string; city: string; state: string; zipCode: string }) {
  return [parts.address, parts.city, `${parts.state} ${parts.zipCode}`.trim()]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

export type BfrService = ReturnType<typeof createBfrService>;

/**
 * The buyer file (BFR) admin tool (issue 20): a contact of the CRM that is on with its saved
 * checklist and the form as it opens, the save (and the CRM values it changed, queued for the
 * writer job in the same transaction), the listing agent by MLS number, and the field mapping.
 */
export function createBfrService(deps: {
  db: Database;
  /** The CRM that is on, read on every call (an admin may switch it). */
  crm: () => Promise<CrmProvider>;
  settings: Pick<Settings, 'current' | 'update'>;
  /** Wakes the CRM writer job (its minute schedule writes anyway). */
  kickWriter: () => Promise<unknown>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db } = deps;

  async function storedMappings(): Promise<Record<string, string>> {
    return (await deps.settings.current()).fubFieldMappings;
  }

  /** The lookup reply for a contact the CRM answered (with the search's matches). */
  async function lookup(
    provider: CrmProvider,
    contact: CrmContact,
    matches: CrmContact[],
  ): Promise<BfrContactReply> {
    const [customFields, saved, mapped] = await Promise.all([
      provider.contactCustomFields(contact.id),
      findBfrData(db, { crm: provider.name, contactId: contact.id }),
      storedMappings().then(readMappings),
    ]);
    if (customFields === null) throw notFound(CONTACT_NOT_FOUND);
    const form = loadBfrForm(saved ? formOf(saved) : null, (key) => {
      const field = crmFieldOf(mapped, key);
      const value = field ? customFields[field] : undefined;
      return isTextKey(key) ? fitTextField(key, value) : value;
    });
    // the buyer's own details come from the contact until someone types others
    if (form.buyerEmail === '')
      form.buyerEmail = fitTextField('buyerEmail', primaryValue(contact.emails));
    if (form.buyerPhone === '')
      form.buyerPhone = fitTextField('buyerPhone', primaryValue(contact.phones));
    return presentBfrContact({ contact, customFields, saved, form, matches });
  }

  return {
    /** GET /api/admin/bfr/contact/{nameOrEmail}: the first match opened, every match listed. */
    async findContact(nameOrEmail: string): Promise<BfrContactReply> {
      const provider = await deps.crm();
      const { contacts } = await provider.searchContacts(nameOrEmail, {
        page: 1,
        limit: SEARCH_LIMIT,
      });
      const [first] = contacts;
      if (!first) throw notFound(CONTACT_NOT_FOUND);
      return lookup(provider, first, contacts);
    },

    /** GET /api/admin/bfr/contacts/{id}: one contact (a match picked from a search). */
    async contactById(id: number): Promise<BfrContactReply> {
      const provider = await deps.crm();
      const contact = await provider.getContact(id);
      if (!contact) throw notFound(CONTACT_NOT_FOUND);
      return lookup(provider, contact, [contact]);
    },

    /**
     * GET /api/bfr/contact/{contactId}: what the client's form shows (the caller's grant is
     * checked by the route): the contact's name and channels and the form as it opens, never
     * the CRM's custom fields.
     */
    async clientContact(id: number): Promise<BfrPublicContactReply> {
      const provider = await deps.crm();
      const contact = await provider.getContact(id);
      if (!contact) throw notFound(CONTACT_NOT_FOUND);
      return presentClientContact(await lookup(provider, contact, [contact]));
    },

    /**
     * POST /api/admin/bfr/update: the fields sent laid over the saved checklist (the others
     * keep their saved values), the commission worked out again, saved with the CRM values it
     * changed queued in the same transaction; then the writer is woken.
     */
    async save(request: BfrUpdateRequest, author: string): Promise<BfrSavedReply> {
      const provider = await deps.crm();
      const contact = await provider.getContact(request.contactId);
      if (!contact) throw notFound(CONTACT_NOT_FOUND);
      const mapped = chosenMappings(await storedMappings());
      const { row, queued } = await saveBfrData(
        db,
        { crm: provider.name, contactId: contact.id },
        (saved) => {
          const before = saved ? formOf(saved) : null;
          const values: BfrFormData = { ...(before ?? emptyBfrForm()), ...request.formData };
          const commission = commissionText(values.amount, values.percentage);
          // a commission too large for the field keeps what was typed
          if (commission && bfrFormDataSchema.shape.commission.safeParse(commission).success) {
            values.commission = commission;
          }
          return {
            values,
            contactName: contact.name,
            contactEmail: primaryValue(contact.emails),
            updatedBy: author,
            crmWrite: { ...changedCrmValues(before, values, mapped), requestedBy: author },
          };
        },
      );
      if (queued > 0) {
        deps
          .kickWriter()
          .catch((error: unknown) =>
            deps.logger.warn({ err: error }, 'waking the BFR CRM writer failed'),
          );
      }
      return { success: true, form: formOf(row), crmFieldsQueued: queued };
    },

    /** GET /api/listing-agent/{mls}: a displayable listing's agent, address and analysis. */
    async listingAgent(mlsNumber: string): Promise<ListingAgentReply> {
      const listing = await findListingByMlsNumber(db, mlsNumber, { displayableOnly: true });
      if (!listing) throw notFound(LISTING_NOT_FOUND);
      const hoaFeeIncludes = hoaFeeIncludesOf(listing.hoaFeeIncludes);
      const facts = {
        yearBuilt: listing.yearBuilt,
        hasHOA: listing.hasHoa,
        hoaFee: listing.hoaFee,
        hoaName: listing.hoaName,
        hoaFeeIncludes,
        propertySubType: listing.propertySubType,
      };
      return {
        success: true,
        agent: {
          listingAgent: listing.listingAgentName ?? '',
          listingAgentPhone: listing.listingAgentPhone ?? '',
          listingAgentEmail: listing.listingAgentEmail ?? '',
        },
        property: {
          id: listing.id,
          mlsNumber: listing.mlsNumber,
          address: addressLine(listing),
          price: listing.price,
          ...facts,
        },
        analysis: analyzeProperty(facts),
      };
    },

    /** GET /api/admin/fub/fields: the CRM's custom fields (503 when it cannot be reached). */
    async customFields(): Promise<{ fields: CrmCustomField[] }> {
      return { fields: await (await deps.crm()).customFieldDefinitions() };
    },

    /** GET /api/admin/fub/mappings: code → CRM field name, as the admin chose them. */
    async fieldMappings(): Promise<{ fieldMappings: Record<string, string> }> {
      return { fieldMappings: chosenMappings(await storedMappings()) };
    },

    /**
     * POST /api/admin/fub/mappings: the rows sent ('' = no mapping), through the settings (so
     * the audit trail records them). A field the CRM does not have is refused when the CRM can
     * be asked; while it cannot, the choice is kept as made.
     */
    async saveFieldMappings(
      update: FieldMappingsUpdate,
      actor: SettingsActor,
    ): Promise<{ success: true; message: string; fieldMappings: Record<string, string> }> {
      const chosen = update.fieldMappings.map((row, index) => ({ ...row, index }));
      if (chosen.some((row) => row.fubField !== '')) {
        const known = await crmFieldNames();
        if (known) {
          const fieldErrors: Record<string, string> = {};
          for (const row of chosen) {
            if (row.fubField !== '' && !known.has(row.fubField)) {
              fieldErrors[`fieldMappings.${row.index}.fubField`] =
                `The CRM has no custom field ${row.fubField}`;
            }
          }
          const fields = Object.keys(fieldErrors);
          if (fields.length > 0) {
            throw badRequest(
              `Invalid ${fields.length === 1 ? 'field' : 'fields'}: ${fields.join(', ')}`,
              fieldErrors,
            );
          }
        }
      }
      const view = await deps.settings.update(
        {
          fubFieldMappings: Object.fromEntries(chosen.map((row) => [row.formField, row.fubField])),
        },
        actor,
      );
      return {
        success: true,
        message: FIELD_MAPPINGS_SAVED,
        fieldMappings: chosenMappings(view.fubFieldMappings),
      };
    },
  };

  /** The CRM's custom field names, or null while it cannot be reached. */
  async function crmFieldNames(): Promise<Set<string> | null> {
    try {
      const fields = await (await deps.crm()).customFieldDefinitions();
      return new Set(fields.map((f) => f.name));
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAVAILABLE') {
        deps.logger.warn({ err: error }, 'field mapping saved without checking the CRM fields');
        return null;
      }
      throw error;
    }
  }
}
