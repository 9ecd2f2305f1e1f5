import { AlertTriangle, CheckCircle2, RefreshCw, Save, Wand2, XCircle } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { User } from '../../../contract/auth';
import { BFR_MAPPING_GROUPS, BFR_MAPPING_ROWS } from '../../../core/bfr-fields';
import { AdminPageLayout } from '../../components/staff/admin-page-layout';
import { UnsavedChangesGuard } from '../../components/staff/unsaved-changes-guard';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { parseServerError } from '../../lib/server-error';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCrmFields } from './api/get-crm-fields';
import { useFieldMappings } from './api/get-field-mappings';
import { useSaveFieldMappings } from './api/save-field-mappings';
import { MappingGroup } from './components/mapping-group';
import {
  changedRows,
  draftsAfterSave,
  duplicateMappings,
  matchesByName,
  shownValue,
  type FieldMappings,
} from './fub-mapping-state';
import {
  duplicateText,
  FUB_MAPPING_TEXT as TEXT,
  matchedText,
  SAVED_MESSAGE_MS,
  saveButtonText,
  unsavedText,
} from './fub-mapping-text';

const CODES = BFR_MAPPING_ROWS.map((row) => row.code);
const LABEL_OF = new Map(BFR_MAPPING_ROWS.map((row) => [row.code, row.label]));
const NOTHING_SAVED: FieldMappings = {};

function MappingSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-8">
      <span className="sr-only">{TEXT.loading}</span>
      {BFR_MAPPING_GROUPS.map((group) => (
        <div key={group.id} className="grid gap-3">
          <Skeleton className="h-6 w-64 max-w-full" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24 w-full sm:h-16" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** What could not be loaded, and Retry (the spec only logs it; an admin needs to know). */
function LoadError({
  problems,
  retrying,
  onRetry,
}: {
  problems: readonly { title: string; message: string }[];
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="grid gap-2">
        {problems.map((problem) => (
          <div key={problem.title} className="grid gap-1">
            <h2 className="text-lg font-semibold">{problem.title}</h2>
            <p className="break-words">{problem.message}</p>
          </div>
        ))}
      </div>
      <Button
        variant="outline"
        className="shrink-0"
        disabled={retrying}
        aria-busy={retrying}
        onClick={onRetry}
      >
        <RefreshCw className={cn(retrying && 'animate-spin')} aria-hidden="true" />
        {TEXT.retry}
      </Button>
    </div>
  );
}

/**
 * The bar under the rows, kept in view while they scroll: the unsaved-changes notice, the
 * outcome of the last save and the Save button with the count of changed rows.
 */
function SaveBar({
  count,
  saving,
  saved,
  failure,
  onSave,
}: {
  count: number;
  saving: boolean;
  saved: boolean;
  failure: string | null;
  onSave: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 grid gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:mx-0 sm:rounded-xl sm:border sm:px-4">
      {failure && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900"
        >
          <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="grid min-w-0 gap-0.5">
            <p className="font-semibold">{TEXT.saveFailed}</p>
            <p className="text-sm break-words">{failure}</p>
          </div>
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid min-w-0 gap-1 text-sm">
          {/* always there, so the message is announced when it comes */}
          <div role="status" className="empty:hidden">
            {saved && (
              <p className="flex items-center gap-2 font-medium text-green-800">
                <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-hidden="true" />
                {TEXT.saved}
              </p>
            )}
          </div>
          {count > 0 && (
            <p className="flex items-start gap-2 text-amber-900">
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              {unsavedText(count)}
            </p>
          )}
        </div>
        <Button
          className="w-full shrink-0 sm:w-auto"
          disabled={count === 0 || saving}
          aria-busy={saving}
          onClick={onSave}
        >
          <Save aria-hidden="true" />
          {saving ? TEXT.saving : saveButtonText(count)}
        </Button>
      </div>
    </div>
  );
}

/** The three groups of rows with their selects, and the save bar. */
function MappingEditor() {
  const fields = useCrmFields();
  const mappings = useFieldMappings();
  const save = useSaveFieldMappings();
  // the admin's choices by code; a row shows its choice, else the saved field
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  // the success message on screen (the save's number, 0 for none): each save shows it 3 s
  const [savedNotice, setSavedNotice] = useState(0);
  const savedCount = useRef(0);

  const saved = mappings.data?.fieldMappings ?? NOTHING_SAVED;
  const changes = useMemo(() => changedRows(CODES, saved, drafts), [saved, drafts]);
  const changedCodes = useMemo(() => new Set(changes.map((c) => c.formField)), [changes]);
  const duplicates = useMemo(() => duplicateMappings(CODES, saved, drafts), [saved, drafts]);
  // what the last Match by name did, announced (null before it is pressed)
  const [matched, setMatched] = useState<number | null>(null);

  useEffect(() => {
    if (savedNotice === 0) return;
    const timer = setTimeout(() => setSavedNotice(0), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [savedNotice]);

  const choose = useCallback((code: string, value: string) => {
    setDrafts((current) => ({ ...current, [code]: value }));
  }, []);
  const valueOf = useCallback((code: string) => shownValue(code, saved, drafts), [saved, drafts]);
  const isChanged = useCallback((code: string) => changedCodes.has(code), [changedCodes]);

  const saveChanges = () => {
    // saving does nothing when there are no changes (back-office spec section 5)
    if (changes.length === 0 || save.isPending) return;
    setSavedNotice(0);
    const sent = changes;
    save.mutate(sent, {
      onSuccess: () => {
        setDrafts((current) => draftsAfterSave(current, sent));
        savedCount.current += 1;
        setSavedNotice(savedCount.current);
      },
    });
  };

  const problems = [
    ...(fields.error
      ? [{ title: TEXT.fieldsErrorTitle, message: parseServerError(fields.error).message }]
      : []),
    ...(mappings.error
      ? [{ title: TEXT.mappingsErrorTitle, message: parseServerError(mappings.error).message }]
      : []),
  ];
  if (problems.length > 0) {
    return (
      <LoadError
        problems={problems}
        retrying={fields.isFetching || mappings.isFetching}
        onRetry={() => {
          if (fields.error) void fields.refetch();
          if (mappings.error) void mappings.refetch();
        }}
      />
    );
  }
  if (!fields.data || !mappings.data) return <MappingSkeleton />;

  const matchByName = () => {
    const matches = matchesByName(BFR_MAPPING_ROWS, fields.data.fields, saved, drafts);
    setDrafts((current) => ({ ...current, ...matches }));
    setMatched(Object.keys(matches).length);
  };

  return (
    <div className="grid gap-8">
      {fields.data.fields.length > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button variant="outline" className="shrink-0" onClick={matchByName}>
            <Wand2 aria-hidden="true" />
            {TEXT.matchByName}
          </Button>
          <p className="text-sm text-muted-foreground">{TEXT.matchByNameHint}</p>
          <p role="status" className="text-sm font-medium empty:hidden">
            {matched === null ? '' : matched === 0 ? TEXT.noNameMatches : matchedText(matched)}
          </p>
        </div>
      )}
      {fields.data.fields.length === 0 && (
        <p className="rounded-xl border border-dashed bg-card px-4 py-6 text-center text-muted-foreground">
          {TEXT.noCrmFields}
        </p>
      )}
      {BFR_MAPPING_GROUPS.map((group) => (
        <MappingGroup
          key={group.id}
          id={group.id}
          title={group.title}
          rows={group.rows}
          valueOf={valueOf}
          isChanged={isChanged}
          fields={fields.data.fields}
          onChange={choose}
        />
      ))}
      {duplicates.length > 0 && (
        <div
          role="alert"
          className="grid gap-1 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
            {TEXT.duplicatesTitle}
          </p>
          <ul className="list-disc pl-6 text-sm">
            {duplicates.map(({ fubField, codes }) => (
              <li key={fubField}>
                {duplicateText(
                  fubField,
                  codes.map((code) => LABEL_OF.get(code) ?? code),
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <SaveBar
        count={changes.length}
        saving={save.isPending}
        saved={savedNotice !== 0}
        failure={save.error?.message ?? null}
        onSave={saveChanges}
      />
      <UnsavedChangesGuard dirty={changes.length > 0} description={TEXT.leaveDescription} />
    </div>
  );
}

/**
 * /admin/fub-mapping (also /admin/fub-mapping-fixed): which CRM custom field each BFR form
 * field reads and writes (back-office spec section 2). `user` is the session, handed in by the
 * app: undefined while it is checked, null for a visitor who is not signed in.
 */
export function FubMappingPage({ user }: { user: User | null | undefined }) {
  const teamName = useSiteInfo().data?.identity.teamName ?? 'Ridgeline';
  useDocumentTitle(`${TEXT.title} | ${teamName}`);
  // the sign-in prompt comes back to whichever of the two addresses was opened
  const [pathname] = useLocation();

  return (
    <AdminPageLayout user={user} path={pathname} texts={TEXT} loading={<MappingSkeleton />}>
      {() => <MappingEditor />}
    </AdminPageLayout>
  );
}
