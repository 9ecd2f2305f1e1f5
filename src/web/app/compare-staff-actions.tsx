import { lazy, Suspense } from 'react';
import { callerAccess, grantsAccess } from '../../core/route-access';
import { useUser } from '../features/accounts/api/get-user';
import { useMounted } from '../lib/use-mounted';
import { QuietBoundary } from './quiet-boundary';

// The contacts feature's dialog, in its own chunk: asked for only when staff (an agent or an
// admin) is on /compare, so a visitor never downloads it.
const SendComparisonDialog = lazy(() =>
  import('../features/contacts/components/send-comparison-dialog').then((m) => ({
    default: m.SendComparisonDialog,
  })),
);

/**
 * Staff's tools on /compare: save the compared listings for a CRM contact and send its link
 * in a note. Client-only: the server render and the hydration pass show nothing.
 */
export function CompareStaffActions({ propertyIds }: { propertyIds: number[] }) {
  const { data: user } = useUser();
  const mounted = useMounted();
  if (!mounted || !grantsAccess(callerAccess(user ?? null), 'staff')) return null;
  return (
    <QuietBoundary name="Save for a client">
      <Suspense fallback={null}>
        <SendComparisonDialog propertyIds={propertyIds} />
      </Suspense>
    </QuietBoundary>
  );
}
