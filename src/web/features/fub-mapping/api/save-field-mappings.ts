import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fieldMappingsSavedReplySchema, type FieldMappingsUpdate } from '../../../../contract/bfr';
import { apiRequest, HttpError } from '../../../lib/api';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/server-error';
import { FUB_MAPPING_TEXT as TEXT } from '../fub-mapping-text';
import type { FieldMappings } from '../fub-mapping-state';
import { fieldMappingsQueryOptions } from './get-field-mappings';
import { fubMappingKeys } from './fub-mapping-keys';

export type FieldMappingChange = FieldMappingsUpdate['fieldMappings'][number];

/**
 * Why a save failed, in the spec's words (back-office spec section 8): a reply that is not JSON
 * is 'Server returned invalid JSON'; a refusal gives the server's message, else 'Failed to save
 * mappings'; no answer at all is the network message.
 */
export function saveFailureMessage(error: unknown): string {
  if (error instanceof HttpError) {
    // the body is kept only when it was a JSON object
    if (error.body === null) return TEXT.invalidJson;
    return error.body.message || TEXT.saveFailedFallback;
  }
  if (error instanceof SyntaxError) return TEXT.invalidJson;
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return error instanceof Error && error.message ? error.message : TEXT.saveFailedFallback;
}

/**
 * POST /api/admin/fub/mappings: the changed rows only, '' for No mapping. A failure is thrown
 * as an Error whose message is already the text to show.
 */
export async function saveFieldMappings(fieldMappings: FieldMappingChange[]) {
  try {
    return await apiRequest('/api/admin/fub/mappings', {
      method: 'POST',
      body: { fieldMappings } satisfies FieldMappingsUpdate,
      schema: fieldMappingsSavedReplySchema,
    });
  } catch (error) {
    throw new Error(saveFailureMessage(error), { cause: error });
  }
}

/** The saved mapping with the changes applied ('' removes a row's mapping). */
export function withChanges(
  saved: FieldMappings,
  changes: readonly FieldMappingChange[],
): FieldMappings {
  const next: Record<string, string> = { ...saved };
  for (const { formField, fubField } of changes) {
    if (fubField === '') delete next[formField];
    else next[formField] = fubField;
  }
  return next;
}

/**
 * Saves the changed rows. On success the mapping on screen is the saved one at once (so the
 * rows do not flicker back while it is asked again) and the saved mapping is asked again.
 */
export function useSaveFieldMappings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFieldMappings,
    onSuccess: async (_reply, changes) => {
      const { queryKey } = fieldMappingsQueryOptions();
      client.setQueryData(queryKey, (old) =>
        old ? { fieldMappings: withChanges(old.fieldMappings, changes) } : old,
      );
      await client.invalidateQueries({ queryKey: fubMappingKeys.mappings() });
    },
  });
}
