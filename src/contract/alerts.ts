import { z } from 'zod';
import { idParam } from './primitives';

export const ALERT_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

/** A system alert for the admin banner (visitor spec section 3 'Alert'). */
export const alertSchema = z.object({
  id: z.number().int(),
  severity: z.string(),
  type: z.string(),
  component: z.string(),
  title: z.string(),
  message: z.string(),
  timestamp: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListSchema = z.array(alertSchema);

export const alertIdParamsSchema = z.object({
  id: idParam('Invalid alert id'),
});
