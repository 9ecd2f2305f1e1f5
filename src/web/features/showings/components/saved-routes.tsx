import { FolderOpen, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ROUTE_NAME_MAX, type ShowingRouteListItem } from '../../../../contract/showings';
import { formatDateTime } from '../../../../core/date-time-format';
import { formatDuration } from '../../../../core/showing-route';
import { CardLoadError, CardSkeleton } from '../../../components/staff/load-state';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { parseServerError } from '../../../lib/server-error';
import {
  useDeleteShowingRoute,
  useShowingRoutes,
  useUpdateShowingRoute,
} from '../api/showing-routes';
import { SHOWINGS_TEXT as TEXT } from '../showings-text';

/** A saved route's name and client (the client is printed on its itinerary). */
function EditForm({ route, onDone }: { route: ShowingRouteListItem; onDone: () => void }) {
  const [name, setName] = useState(route.name);
  const [client, setClient] = useState(route.clientName ?? '');
  const update = useUpdateShowingRoute();
  const id = useId();
  const clientId = useId();
  const error = update.error ? parseServerError(update.error) : null;
  const nameError = error && !error.fieldErrors?.clientName;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: route.id, name, clientName: client.trim() || null }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-0 flex-1 basis-48 gap-1">
        <Label htmlFor={id}>{TEXT.nameLabel}</Label>
        <Input
          id={id}
          value={name}
          maxLength={ROUTE_NAME_MAX}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-error` : undefined}
        />
        {nameError && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error.fieldErrors?.name ?? error.message}
          </p>
        )}
      </div>
      <div className="grid min-w-0 flex-1 basis-48 gap-1">
        <Label htmlFor={clientId}>{TEXT.clientLabel}</Label>
        <Input
          id={clientId}
          value={client}
          maxLength={ROUTE_NAME_MAX}
          autoComplete="off"
          onChange={(e) => setClient(e.target.value)}
          aria-invalid={error?.fieldErrors?.clientName ? true : undefined}
          aria-describedby={error?.fieldErrors?.clientName ? `${clientId}-error` : undefined}
        />
        {error?.fieldErrors?.clientName && (
          <p id={`${clientId}-error`} className="text-sm text-destructive">
            {error.fieldErrors.clientName}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" disabled={update.isPending}>
        {TEXT.save}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onDone}>
        {TEXT.cancel}
      </Button>
    </form>
  );
}

/** The team's saved routes: open, edit (name, client), delete (after a confirmation). */
export function SavedRoutes({
  openId,
  onOpen,
  onDeleted,
}: {
  openId: number | null;
  onOpen: (id: number) => void;
  onDeleted: (id: number) => void;
}) {
  const { data, error, isFetching, refetch } = useShowingRoutes();
  const remove = useDeleteShowingRoute();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section
      aria-labelledby="saved-routes-title"
      className="grid gap-3 rounded-xl border bg-card p-4 print:hidden"
    >
      <h2 id="saved-routes-title" className="text-xl font-semibold">
        {TEXT.savedTitle}
      </h2>
      {!data ? (
        error ? (
          <CardLoadError
            title={TEXT.savedError}
            error={error}
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        ) : (
          <CardSkeleton />
        )
      ) : data.routes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEXT.savedEmpty}</p>
      ) : (
        <ul className="grid gap-2" data-testid="saved-routes">
          {data.routes.map((route) => (
            <li
              key={route.id}
              className="grid gap-2 rounded-lg border p-3"
              aria-current={route.id === openId ? 'true' : undefined}
            >
              {editing === route.id ? (
                <EditForm route={route} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-semibold break-words">
                      {route.name}
                      {route.clientName && (
                        <span className="font-normal text-muted-foreground">
                          {' '}
                          {TEXT.forClient(route.clientName)}
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {route.propertyIds.length} stops · {route.totalMiles.toFixed(1)} mi ·{' '}
                      {formatDuration(route.totalMinutes)}
                      {route.startsAt && ` · ${formatDateTime(route.startsAt) ?? ''}`}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${TEXT.open} ${route.name}`}
                      onClick={() => onOpen(route.id)}
                    >
                      <FolderOpen aria-hidden="true" />
                      {TEXT.open}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${TEXT.edit} ${route.name}`}
                      onClick={() => setEditing(route.id)}
                    >
                      <Pencil aria-hidden="true" />
                      {TEXT.edit}
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`${TEXT.delete} ${route.name}`}
                        >
                          <Trash2 aria-hidden="true" />
                          {TEXT.delete}
                        </Button>
                      }
                      title={TEXT.deleteTitle}
                      description={TEXT.deleteDescription(route.name)}
                      cancel={TEXT.cancel}
                      confirm={TEXT.delete}
                      onConfirm={() =>
                        remove.mutate(route.id, { onSuccess: () => onDeleted(route.id) })
                      }
                    />
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {remove.error && (
        <p role="alert" className="text-sm text-destructive">
          {parseServerError(remove.error).message}
        </p>
      )}
    </section>
  );
}
