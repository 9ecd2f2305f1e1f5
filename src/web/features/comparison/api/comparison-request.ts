import { comparisonResponseSchema, type ComparisonResponse } from '../../../../contract/comparison';
import { apiRequest, HttpError } from '../../../lib/api';
import { messageText } from '../../../../core/spec-messages';

/**
 * Asks one of the two comparison paths. A non-OK reply becomes the spec's 'SPARK API error:
 * {status}' (section 8), keeping the status and the server's body so a page can tell a bad
 * or unknown id (400, 404) from a failure.
 */
export async function requestComparison(path: string): Promise<ComparisonResponse> {
  try {
    return await apiRequest(path, { schema: comparisonResponseSchema });
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(
        error.status,
        messageText('comparison.sparkError', { status: error.status }),
        error.body,
      );
    }
    throw error;
  }
}
