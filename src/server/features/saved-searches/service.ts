import type { SavedSearch } from '../../../contract/saved-searches';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_TEXT as TEXT } from '../../../core/saved-searches';
import type { Database } from '../../db/connect';
import { uniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../http/errors';
import { presentSavedSearch } from './presenter';
import {
  deleteSavedSearch,
  insertSavedSearch,
  isNameTaken,
  listSavedSearches,
  updateSavedSearch,
  type NewSavedSearch,
} from './store';

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;

/** A name the user already has: a 409 with the message under the name field. */
function nameTaken(name: string): AppError {
  const message = TEXT.nameTaken(name);
  return new AppError('CONFLICT', message, { name: message });
}

/** Runs a write, turning the one-name-per-user index's refusal into `nameTaken`. */
async function withUniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isNameTaken(uniqueViolation(error))) throw nameTaken(name);
    throw error;
  }
}

/**
 * The signed-in visitor's saved searches (issue 23, decision 023): each call scoped to the one
 * user it is given; another's id is a 404, as a missing one. The query arrives checked and
 * written out by the contract (the same rules as GET /api/properties).
 */
export function createSavedSearchesService(db: Database) {
  return {
    /** The user's searches, newest first. */
    async list(userId: number): Promise<SavedSearch[]> {
      return (await listSavedSearches(db, userId)).map(presentSavedSearch);
    },

    async create(userId: number, input: NewSavedSearch): Promise<SavedSearch> {
      const row = await withUniqueName(input.name, () =>
        insertSavedSearch(db, userId, input, MAX_SAVED_SEARCHES),
      );
      if (!row) throw new AppError('CONFLICT', TEXT.tooMany);
      return presentSavedSearch(row);
    },

    async update(userId: number, id: number, changes: Partial<NewSavedSearch>) {
      const row = await withUniqueName(changes.name, () =>
        updateSavedSearch(db, userId, id, changes),
      );
      if (!row) throw notFound(TEXT.notFound);
      return presentSavedSearch(row);
    },

    async remove(userId: number, id: number): Promise<{ id: number; deleted: true }> {
      if (!(await deleteSavedSearch(db, userId, id))) throw notFound(TEXT.notFound);
      return { id, deleted: true };
    },
  };
}
