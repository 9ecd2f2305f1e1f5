import { expect } from 'vitest';
import { CarrierLookupError } from './carrier-lookup';

/** The CarrierLookupError a lookup rejects with (fails the test when it resolves or throws another). */
export async function lookupFailure(lookup: Promise<unknown>): Promise<CarrierLookupError> {
  const error = await lookup.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CarrierLookupError);
  return error as CarrierLookupError;
}
