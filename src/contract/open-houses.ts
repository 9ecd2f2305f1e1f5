import { z } from 'zod';
import { propertyIdParamsSchema } from './properties';

/*
 * GET /api/properties/{id}/open-houses/{openHouseId}.ics: an open house's calendar file (the
 * property page's 'Add to calendar'). The listing's open houses themselves travel in the full
 * listing reply (properties.ts `openHouses`).
 */

export const OPEN_HOUSE_NOT_FOUND = 'Open house not found';

/** '42.ics' -> 42: an open house id (a positive 32-bit integer) and the file's extension. */
const calendarFile = z
  .string()
  .regex(/^[1-9]\d{0,9}\.ics$/, 'Invalid open house')
  .transform((file) => Number(file.slice(0, -'.ics'.length)))
  .refine((id) => id <= 2_147_483_647, 'Invalid open house');

export const openHouseCalendarParamsSchema = propertyIdParamsSchema.extend({ file: calendarFile });
