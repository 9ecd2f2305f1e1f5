import { FolderOpen, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ShowingRouteListItem } from '../../../../contract/showings';
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

function RenameForm({ route, onDone }: { route: ShowingRouteListItem; onDone: () => void }) {
  const [name, setName] = useState(route.name);
  const update = useUpdateShowingRoute();
  const id = useId();
  const error = update.error ? parseServerError(update.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: route.id, name }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-0 flex-1 gap-1">
        <Label htmlFor={id}>{TEXT.nameLabel}</Label>
        <Input
          id={id}
          value={name}
          maxLength={100}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error.fieldErrors?.name ?? error.message}
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

/** The team's saved routes: open, rename, delete (after a confirmation). */
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
  const [renaming, setRenaming] = useState<number | null>(null);
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
              {renaming === route.id ? (
                <RenameForm route={route} onDone={() => setRenaming(null)} />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-semibold break-words">{route.name}</p>
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
                      aria-label={`${TEXT.rename} ${route.name}`}
                      onClick={() => setRenaming(route.id)}
                    >
                      <Pencil aria-hidden="true" />
                      {TEXT.rename}
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
