import type { ClientErrorReport } from '../../contract/system';

/** Sends a browser error to the server log; never throws (reporting must not cause errors). */
export function reportClientError(report: Omit<ClientErrorReport, 'url'>): void {
  try {
    const body: ClientErrorReport = {
      ...report,
      message: report.message.slice(0, 2000) || 'Unknown error',
      ...(report.stack ? { stack: report.stack.slice(0, 8000) } : {}),
      url: window.location.href.slice(0, 2000),
    };
    void fetch('/api/client-errors', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // nothing else to do: the error is lost only if the network is too
  }
}

/** Unhandled promise rejections and global errors are only logged (visitor spec section 8). */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => {
    const error = event.error as Error | undefined;
    reportClientError({
      kind: 'error',
      message: error?.message ?? event.message,
      ...(error?.stack ? { stack: error.stack } : {}),
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    reportClientError({
      kind: 'unhandledrejection',
      message: reason instanceof Error ? reason.message : String(reason),
      ...(reason instanceof Error && reason.stack ? { stack: reason.stack } : {}),
    });
  });
}
