import type { Alert } from '../../../contract/alerts';
import type { AlertRow } from './store';

/** An alert as the banner and the operations view receive it. */
export function presentAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    severity: row.severity,
    type: row.type,
    component: row.component,
    title: row.title,
    message: row.message,
    timestamp: row.timestamp.toISOString(),
  };
}
