/** Log paths that may carry secrets; redacted from every log line of the app and the job runner. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];
