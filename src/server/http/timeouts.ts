/**
 * How long a client may take to send a request (issue 39). Without these a body trickled in a
 * byte every few seconds was read forever, holding a connection and, at shutdown, the
 * process. Node checks the deadlines every `connectionsCheckingInterval`, so a slow request
 * is answered 408 and closed within requestTimeout + 2 s (well inside 60 s). The keep-alive
 * timeout stays above a proxy's usual idle timeout (nginx keepalive_timeout 60 s), so the
 * proxy, not the app, closes an idle upstream connection and never reuses one the app closed.
 */
export const SERVER_TIMEOUTS = {
  /** The whole request, headers and body, must arrive within this. */
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  http: {
    /** The headers alone (Node's default is 60 s). */
    headersTimeout: 15_000,
    connectionsCheckingInterval: 2_000,
  },
} as const;
