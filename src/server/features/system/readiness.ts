/**
 * Whether this instance should be sent requests (`GET /api/ready`), apart from whether it is
 * alive (`GET /api/health`). A proxy or orchestrator takes it out of rotation while it starts
 * (main.ts opens and migrates the database, builds the app, then listens and marks it ready),
 * while it shuts down (marked at the start of the graceful stop, before the server stops
 * accepting), and while its database does not answer.
 */
export type Readiness = {
  readonly phase: 'starting' | 'ready' | 'stopping';
  markReady(): void;
  /** For good: an instance that began to stop never becomes ready again. */
  markStopping(): void;
};

export function createReadiness(): Readiness {
  let phase: Readiness['phase'] = 'starting';
  return {
    get phase() {
      return phase;
    },
    markReady() {
      if (phase === 'starting') phase = 'ready';
    },
    markStopping() {
      phase = 'stopping';
    },
  };
}

/** How long the readiness check waits for `select 1`: a probe must answer well within its own timeout. */
export const READY_PING_TIMEOUT_MS = 2_000;

export type ReadinessAnswer = 'ready' | 'starting' | 'stopping' | 'no-database';

/** The instance's readiness now: its phase, then a short round trip to the database. */
export async function checkReadiness(
  readiness: Readiness,
  ping: () => Promise<void>,
  timeoutMs = READY_PING_TIMEOUT_MS,
): Promise<ReadinessAnswer> {
  if (readiness.phase !== 'ready') return readiness.phase;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  try {
    const answered = await Promise.race([ping().then(() => 'answered' as const), timedOut]);
    return answered === 'answered' ? 'ready' : 'no-database';
  } catch {
    return 'no-database';
  } finally {
    clearTimeout(timer);
  }
}
