import { describe, expect, it } from 'vitest';
import type { FavoritesResponse } from '../../../../contract/favorites';
import type { PropertySummary } from '../../../../contract/properties';
import { applyFavoriteChange, undoFavoriteChange } from './favorites';

const card = (id: number) => ({ id, address: `${id} Pine Ln` }) as PropertySummary;
const favorites = (ids: number[]): FavoritesResponse => ({
  propertyIds: ids,
  properties: ids.map(card),
});

describe('optimistic favorite changes', () => {
  it('puts a saved listing first, and removes a listing with its card', () => {
    const before = favorites([3, 2, 1]);
    expect(applyFavoriteChange(before, { propertyId: 9, save: true }).next.propertyIds).toEqual([
      9, 3, 2, 1,
    ]);
    const { next } = applyFavoriteChange(before, { propertyId: 2, save: false });
    expect(next.propertyIds).toEqual([3, 1]);
    expect(next.properties.map((p) => p.id)).toEqual([3, 1]);
    expect(before).toEqual(favorites([3, 2, 1]));
  });

  it('starts from an empty list when the favorites have not loaded yet', () => {
    expect(applyFavoriteChange(undefined, { propertyId: 5, save: true }).next).toEqual({
      propertyIds: [5],
      properties: [],
    });
  });

  it('undoes one refused change only, keeping changes to other listings made meanwhile', () => {
    const before = favorites([3, 2, 1]);
    const removal = applyFavoriteChange(before, { propertyId: 2, save: false });
    // another listing is saved while the removal is on its way
    const later = applyFavoriteChange(removal.next, { propertyId: 8, save: true }).next;
    const undone = undoFavoriteChange(later, 2, removal.undo);
    expect(undone?.propertyIds).toEqual([8, 3, 2, 1]);
    expect(undone?.properties.map((p) => p.id)).toEqual([3, 2, 1]);

    const save = applyFavoriteChange(before, { propertyId: 9, save: true });
    expect(undoFavoriteChange(save.next, 9, save.undo)).toEqual(before);
  });
});
