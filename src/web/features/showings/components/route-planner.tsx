import { Heart, Plus, Scale, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { PropertySummary } from '../../../../contract/properties';
import { ROUTE_NAME_MAX, type ShowingRoute } from '../../../../contract/showings';
import {
  DEFAULT_TIME_AT_EACH_PROPERTY,
  MAX_ROUTE_STOPS,
  MAX_TIME_AT_EACH_PROPERTY,
  MIN_ROUTE_STOPS,
  MIN_TIME_AT_EACH_PROPERTY,
} from '../../../../core/showing-route';
import { useFavorites } from '../../../components/favorites/api/favorites';
import { isMissingListing, useListings } from '../../../components/listings/api/get-listing';
import { useCompareSelection } from '../../../components/listings/compare-selection';
import { CardLoadError, CardSkeleton } from '../../../components/staff/load-state';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { parseServerError } from '../../../lib/server-error';
import { findShowingListing, useCreateShowingRoute } from '../api/showing-routes';
import { SHOWINGS_TEXT as TEXT } from '../showings-text';

/** A datetime-local value ('2026-11-28T09:00') read as Arizona time (UTC-7 all year). */
export const arizonaIso = (local: string) => (local ? `${local}:00-07:00` : null);

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** Listings to pick from, each with Add (Added once picked). */
function PickList({
  listings,
  picked,
  onAdd,
}: {
  listings: readonly PropertySummary[];
  picked: readonly PropertySummary[];
  onAdd: (listing: PropertySummary) => void;
}) {
  return (
    <ul className="grid max-h-64 gap-1 overflow-y-auto">
      {listings.map((listing) => {
        const added = picked.some((p) => p.id === listing.id);
        return (
          <li key={listing.id} className="flex items-center justify-between gap-2 text-sm">
            <span className="min-w-0 break-words">
              {listing.address}, {listing.city}{' '}
              <span className="text-muted-foreground">· MLS {listing.mlsNumber}</span>
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={added}
              aria-label={`${added ? TEXT.added : TEXT.add} ${listing.address}`}
              onClick={() => onAdd(listing)}
            >
              {added ? TEXT.added : TEXT.add}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The signed-in staff member's favorites, each with Add. */
function FavoritesSource({
  picked,
  onAdd,
}: {
  picked: readonly PropertySummary[];
  onAdd: (listing: PropertySummary) => void;
}) {
  const { data, error, isFetching, refetch } = useFavorites();
  return (
    <section aria-labelledby="favorites-title" className="grid gap-2">
      <h3 id="favorites-title" className="flex items-center gap-2 font-semibold">
        <Heart className="size-4" aria-hidden="true" />
        {TEXT.favoritesTitle}
      </h3>
      {!data ? (
        error ? (
          <CardLoadError
            title={TEXT.favoritesError}
            error={error}
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        ) : (
          <CardSkeleton />
        )
      ) : data.properties.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEXT.favoritesEmpty}</p>
      ) : (
        <PickList listings={data.properties} picked={picked} onAdd={onAdd} />
      )}
    </section>
  );
}

/**
 * The listings picked for comparison in this browser (Just Listed's Compare checkboxes), each
 * with Add; shown only when there is a selection.
 */
function CompareSource({
  picked,
  onAdd,
}: {
  picked: readonly PropertySummary[];
  onAdd: (listing: PropertySummary) => void;
}) {
  const { selected } = useCompareSelection();
  const queries = useListings(selected);
  if (selected.length === 0) return null;
  const listings = queries.flatMap((q) => (q.data ? [q.data] : []));
  const failed = queries.find((q) => q.error && !isMissingListing(q.error));
  return (
    <section aria-labelledby="compare-title" className="grid gap-2">
      <h3 id="compare-title" className="flex items-center gap-2 font-semibold">
        <Scale className="size-4" aria-hidden="true" />
        {TEXT.compareTitle}
      </h3>
      {failed ? (
        <CardLoadError
          title={TEXT.compareError}
          error={failed.error}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      ) : queries.some((q) => q.isPending) ? (
        <CardSkeleton />
      ) : (
        <PickList listings={listings} picked={picked} onAdd={onAdd} />
      )}
    </section>
  );
}

/** A listing by its MLS number. */
function MlsSource({ onAdd }: { onAdd: (listing: PropertySummary) => void }) {
  const [mls, setMls] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = mls.trim();
    if (!value) return;
    setBusy(true);
    setError(undefined);
    try {
      const { property } = await findShowingListing(value);
      onAdd(property);
      setMls('');
    } catch (e) {
      const parsed = parseServerError(e);
      setError(parsed.status === 404 ? TEXT.mlsNotFound(value) : parsed.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-1">
      <Label htmlFor={inputId}>{TEXT.mlsLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={mls}
          onChange={(e) => setMls(e.target.value)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <Button type="submit" variant="outline" disabled={busy} aria-busy={busy || undefined}>
          <Plus aria-hidden="true" />
          {TEXT.mlsAdd}
        </Button>
      </div>
      <FieldError id={`${inputId}-error`} message={error} />
    </form>
  );
}

/**
 * The planner: properties picked from the staff member's favorites or by MLS number, the name,
 * client (optional, printed on the itinerary), start and minutes at each; Plan route saves the route the server ordered.
 */
export function RoutePlanner({ onPlanned }: { onPlanned: (route: ShowingRoute) => void }) {
  const [picked, setPicked] = useState<PropertySummary[]>([]);
  const [name, setName] = useState('');
  const [client, setClient] = useState('');
  const [start, setStart] = useState('');
  const [minutes, setMinutes] = useState(String(DEFAULT_TIME_AT_EACH_PROPERTY));
  const create = useCreateShowingRoute();
  const ids = {
    name: useId(),
    client: useId(),
    start: useId(),
    minutes: useId(),
    picked: useId(),
  };
  const server = create.error ? parseServerError(create.error) : null;
  const fieldError = (field: string) => server?.fieldErrors?.[field];

  const add = (listing: PropertySummary) =>
    setPicked((list) =>
      list.some((p) => p.id === listing.id) || list.length >= MAX_ROUTE_STOPS
        ? list
        : [...list, listing],
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name,
        clientName: client.trim() || null,
        propertyIds: picked.map((p) => p.id),
        timeAtEachProperty: Number(minutes),
        startsAt: arizonaIso(start),
      },
      { onSuccess: ({ route }) => onPlanned(route) },
    );
  };

  return (
    <section
      aria-labelledby="planner-title"
      className="grid gap-4 rounded-xl border bg-card p-4 print:hidden"
    >
      <h2 id="planner-title" className="text-xl font-semibold">
        {TEXT.pickTitle}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <FavoritesSource picked={picked} onAdd={add} />
        <CompareSource picked={picked} onAdd={add} />
        <MlsSource onAdd={add} />
      </div>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <section aria-labelledby={ids.picked} className="grid gap-2">
          <h3 id={ids.picked} className="font-semibold">
            {TEXT.pickedTitle} ({picked.length}/{MAX_ROUTE_STOPS})
          </h3>
          {picked.length === 0 ? (
            <p className="text-sm text-muted-foreground">{TEXT.pickedEmpty}</p>
          ) : (
            <ol className="grid gap-1" data-testid="picked-list">
              {picked.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 break-words">
                    {p.address}, {p.city}{' '}
                    <span className="text-muted-foreground">· MLS {p.mlsNumber}</span>
                  </span>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={TEXT.remove(p.address)}
                    onClick={() => setPicked((list) => list.filter((x) => x.id !== p.id))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
          )}
          <FieldError id={`${ids.picked}-error`} message={fieldError('propertyIds')} />
        </section>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="grid gap-1">
            <Label htmlFor={ids.name}>{TEXT.nameLabel}</Label>
            <Input
              id={ids.name}
              value={name}
              maxLength={ROUTE_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={fieldError('name') ? true : undefined}
              aria-describedby={fieldError('name') ? `${ids.name}-error` : undefined}
            />
            <FieldError id={`${ids.name}-error`} message={fieldError('name')} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={ids.client}>{TEXT.clientLabel}</Label>
            <Input
              id={ids.client}
              value={client}
              maxLength={ROUTE_NAME_MAX}
              autoComplete="off"
              onChange={(e) => setClient(e.target.value)}
              aria-invalid={fieldError('clientName') ? true : undefined}
              aria-describedby={fieldError('clientName') ? `${ids.client}-error` : undefined}
            />
            <FieldError id={`${ids.client}-error`} message={fieldError('clientName')} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={ids.start}>{TEXT.startLabel}</Label>
            <Input
              id={ids.start}
              type="datetime-local"
              value={start}
              onChange={(e) => setStart(e.target.value)}
              aria-invalid={fieldError('startsAt') ? true : undefined}
            />
            <FieldError id={`${ids.start}-error`} message={fieldError('startsAt')} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={ids.minutes}>{TEXT.minutesLabel}</Label>
            <Input
              id={ids.minutes}
              type="number"
              inputMode="numeric"
              min={MIN_TIME_AT_EACH_PROPERTY}
              max={MAX_TIME_AT_EACH_PROPERTY}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              aria-invalid={fieldError('timeAtEachProperty') ? true : undefined}
            />
            <FieldError id={`${ids.minutes}-error`} message={fieldError('timeAtEachProperty')} />
          </div>
        </div>
        {server && !server.fieldErrors && (
          <p role="alert" className="text-sm text-destructive">
            {server.message}
          </p>
        )}
        <div>
          <Button
            type="submit"
            disabled={create.isPending || picked.length < MIN_ROUTE_STOPS}
            aria-busy={create.isPending || undefined}
          >
            {create.isPending ? TEXT.planning : TEXT.plan}
          </Button>
        </div>
      </form>
    </section>
  );
}
