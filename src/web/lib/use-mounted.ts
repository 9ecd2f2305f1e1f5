import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and in the hydration pass, true once the app runs in the browser: what
 * only the browser shows (an admin's lazily loaded tools) renders after hydration, so the
 * server's markup and the browser's first render match.
 */
export const useMounted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
