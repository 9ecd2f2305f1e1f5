import { randomBytes } from 'node:crypto';
import type { CrmNote } from '../../../contract/crm';
import type { PropertySummary } from '../../../contract/properties';
import type {
  ContactComparison,
  SavedComparison,
  SharedComparison,
} from '../../../contract/saved-comparisons';
import {
  COMPARISON_NOTE_SUBJECT,
  comparisonNoteBody,
  MAX_SAVED_COMPARISONS,
  SAVED_COMPARISON_TEXT as TEXT,
  savedComparisonHref,
} from '../../../core/saved-comparisons';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { uniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../http/errors';
import { siteOrigin } from '../../http/site-origin';
import { CONTACT_NOT_FOUND, type CrmProvider } from '../crm/provider';
import { presentSummary } from '../listings/presenter';
import { findListingSummaries } from '../listings/read-store';
import { PROPERTY_NOT_FOUND } from '../listings/service';
import {
  presentComparison,
  presentContactComparison,
  presentShared,
  type ShownListings,
} from './presenter';
import {
  deleteComparison,
  findComparisonByShareId,
  findOwnedComparison,
  insertComparison,
  isNameTaken,
  listComparisons,
  renameComparison,
  type ComparisonOwner,
  type ComparisonRow,
} from './store';

/** Random bytes of a link id: 144 bits, 24 base64url characters (as the BFR links'). */
const SHARE_ID_BYTES = 18;

/** A new link id: random bytes only, never the time, the owner or the listings. */
export function newShareId(): string {
  return randomBytes(SHARE_ID_BYTES).toString('base64url');
}

export type SavedComparisonsService = ReturnType<typeof createSavedComparisonsService>;

type SaveInput = { name: string; propertyIds: number[] };

/**
 * Saved comparisons (issue 27, decision 018): a visitor's own, and a CRM contact's saved by
 * staff, each call scoped to the one owner it is given; and the read of a link, which shows
 * the name and the listings only.
 */
export function createSavedComparisonsService(deps: {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'port'>;
  /** The CRM that is on, read on every staff call. */
  crm: () => Promise<CrmProvider>;
}) {
  const { db } = deps;
  const urlOf = (row: ComparisonRow) =>
    `${siteOrigin(deps.config)}${savedComparisonHref(row.shareId)}`;

  /** The cards of the listings of these comparisons that the site may still show. */
  async function shownListings(rows: readonly ComparisonRow[]): Promise<ShownListings> {
    const ids = [...new Set(rows.flatMap((row) => row.propertyIds))];
    const summaries = await findListingSummaries(db, ids);
    return new Map<number, PropertySummary>(summaries.map((r) => [r.id, presentSummary(r)]));
  }

  const present = async (row: ComparisonRow) =>
    presentComparison(row, await shownListings([row]), urlOf(row));

  /** Saving needs every listing to be one the site shows now (the page compared them). */
  async function checkListings(propertyIds: number[]): Promise<void> {
    const shown = new Set((await findListingSummaries(db, propertyIds)).map((r) => r.id));
    const gone = propertyIds.find((id) => !shown.has(id));
    if (gone !== undefined) {
      throw new AppError('NOT_FOUND', PROPERTY_NOT_FOUND, {
        propertyIds: TEXT.listingGone(gone),
      });
    }
  }

  async function save(
    owner: ComparisonOwner,
    input: SaveInput,
    extra: { createdBy: string; contactName?: string },
  ): Promise<ComparisonRow> {
    await checkListings(input.propertyIds);
    let row: ComparisonRow | null;
    try {
      row = await insertComparison(
        db,
        owner,
        { shareId: newShareId(), ...input, ...extra },
        MAX_SAVED_COMPARISONS,
      );
    } catch (error) {
      if (!isNameTaken(uniqueViolation(error))) throw error;
      throw nameTaken(owner, input.name);
    }
    if (!row) {
      throw new AppError('CONFLICT', owner.kind === 'user' ? TEXT.tooMany : TEXT.contactTooMany);
    }
    return row;
  }

  function nameTaken(owner: ComparisonOwner, name: string): AppError {
    const message = owner.kind === 'user' ? TEXT.nameTaken(name) : TEXT.contactNameTaken(name);
    return new AppError('CONFLICT', message, { name: message });
  }

  async function rename(owner: ComparisonOwner, id: number, name: string) {
    let row: ComparisonRow | null;
    try {
      row = await renameComparison(db, owner, id, name);
    } catch (error) {
      if (!isNameTaken(uniqueViolation(error))) throw error;
      throw nameTaken(owner, name);
    }
    if (!row) throw notFound(TEXT.notFound);
    return row;
  }

  async function remove(
    owner: ComparisonOwner,
    id: number,
  ): Promise<{ id: number; deleted: true }> {
    if (!(await deleteComparison(db, owner, id))) throw notFound(TEXT.notFound);
    return { id, deleted: true };
  }

  /** The contact as the CRM that is on knows it, and the owner key of their comparisons. */
  async function contactOwner(contactId: number) {
    const provider = await deps.crm();
    const contact = await provider.getContact(contactId);
    if (!contact) throw notFound(CONTACT_NOT_FOUND);
    const owner: ComparisonOwner = { kind: 'contact', crm: provider.name, contactId };
    return { provider, contact, owner };
  }

  const presentForContact = async (row: ComparisonRow) =>
    presentContactComparison(row, await shownListings([row]), urlOf(row));

  return {
    /** The visitor's comparisons, newest first, each listing marked available or not. */
    async list(userId: number): Promise<SavedComparison[]> {
      const rows = await listComparisons(db, { kind: 'user', userId });
      const shown = await shownListings(rows);
      return rows.map((row) => presentComparison(row, shown, urlOf(row)));
    },

    async get(userId: number, id: number): Promise<SavedComparison> {
      const row = await findOwnedComparison(db, { kind: 'user', userId }, id);
      if (!row) throw notFound(TEXT.notFound);
      return present(row);
    },

    async create(
      user: { id: number; username: string },
      input: SaveInput,
    ): Promise<SavedComparison> {
      const row = await save({ kind: 'user', userId: user.id }, input, {
        createdBy: user.username,
      });
      return present(row);
    },

    async rename(userId: number, id: number, name: string): Promise<SavedComparison> {
      return present(await rename({ kind: 'user', userId }, id, name));
    },

    remove: (userId: number, id: number) => remove({ kind: 'user', userId }, id),

    /** What a link shows: the name and which listings are still available. */
    async shared(shareId: string): Promise<SharedComparison> {
      const row = await findComparisonByShareId(db, shareId);
      if (!row) throw notFound(TEXT.notFound);
      return presentShared(row, await shownListings([row]));
    },

    /** A contact's comparisons (the CRM that is on), newest first. */
    async listForContact(contactId: number): Promise<ContactComparison[]> {
      const { owner } = await contactOwner(contactId);
      const rows = await listComparisons(db, owner);
      const shown = await shownListings(rows);
      return rows.map((row) => presentContactComparison(row, shown, urlOf(row)));
    },

    /** Staff save a comparison for a contact of the CRM that is on. */
    async createForContact(
      contactId: number,
      input: SaveInput,
      author: string,
    ): Promise<ContactComparison> {
      const { contact, owner } = await contactOwner(contactId);
      const row = await save(owner, input, { createdBy: author, contactName: contact.name });
      return presentForContact(row);
    },

    async removeForContact(contactId: number, id: number) {
      const { owner } = await contactOwner(contactId);
      return remove(owner, id);
    },

    /**
     * Writes the comparison's link in a note on the contact's CRM record, by `author`. The
     * comparison stays saved whatever the CRM answers: a failed note is sent again from the
     * contact's page.
     */
    async sendNote(
      contactId: number,
      id: number,
      message: string | undefined,
      author: string,
    ): Promise<CrmNote> {
      const { provider, owner } = await contactOwner(contactId);
      const row = await findOwnedComparison(db, owner, id);
      if (!row) throw notFound(TEXT.notFound);
      const body = comparisonNoteBody(
        { name: row.name, propertyCount: row.propertyIds.length, url: urlOf(row) },
        message,
      );
      const note = await provider.addNote(
        contactId,
        { subject: COMPARISON_NOTE_SUBJECT, body },
        author,
      );
      if (!note) throw notFound(CONTACT_NOT_FOUND);
      return note;
    },
  };
}
