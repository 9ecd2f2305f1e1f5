import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PropertyListResponse } from '../../../../contract/properties';
import { ListingGrid, ListingGridSkeleton } from '../../../components/listings/listing-grid';
import { LoadError } from '../../../components/listings/load-error';

/**
 * A list query's body on the home page: the error with Retry, the loading skeleton (the
 * cards' exact size), the empty state, or the grid of cards. Shared by the search results
 * and the Payson list.
 */
export function ListingQueryBody({
  query,
  errorTitle,
  loadingLabel,
  skeletonCount,
  empty,
  photoSources,
  returnTo,
}: {
  query: UseQueryResult<PropertyListResponse>;
  errorTitle: string;
  loadingLabel: string;
  skeletonCount: number;
  empty: ReactNode;
  photoSources: readonly string[];
  returnTo: string;
}) {
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = query;
  if (error) {
    return (
      <LoadError
        title={errorTitle}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (isPending) return <ListingGridSkeleton count={skeletonCount} label={loadingLabel} />;
  if (data.properties.length === 0) return empty;
  return (
    <ListingGrid
      properties={data.properties}
      photoSources={photoSources}
      returnTo={returnTo}
      busy={isPlaceholderData}
    />
  );
}
