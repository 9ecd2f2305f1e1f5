import { lazy, Suspense } from 'react';
import { DEFAULT_SORT } from '../../../core/listing-search';
import { useVisitorActivity } from '../../components/activity/visitor-activity';
import { useRestoreListScrollPosition } from '../../components/listings/list-scroll-position';
import { parseServerError } from '../../lib/server-error';
import { homeTitle } from '../../../core/page-titles';
import { useSiteInfo } from '../../lib/site-info';
import { useSiteTitle } from '../../lib/use-document-title';
import { CityChips, CityPageLink } from './components/city-chips';
import { HomeHero } from './components/home-hero';
import { ListingResults, revealResults } from './components/listing-results';
import { MobileSearchDialog } from './components/mobile-search-dialog';
import { PaysonListings } from './components/payson-listings';
import { PropertySearchSidebar } from './components/property-search-sidebar';
import { SaveSearchButton } from './components/save-search-button';
import { ResultsViewToggle } from './components/results-view-toggle';
import { SearchBox } from './components/search-box';
import { SortSelect } from './components/sort-select';
import { activeCity, homeQuery } from './home-url';
import { MapSearchLoader } from './map/map-search-loader';
import { useHomeSearch } from './use-home-search';

// What a search understood (chips) and what to try after none: shown only once the visitor has
// searched, so they load then, not with the first view (issue 40)
const SearchChips = lazy(() =>
  import('./components/search-chips').then((m) => ({ default: m.SearchChips })),
);
const NoResultsHelp = lazy(() =>
  import('./components/no-results-help').then((m) => ({ default: m.NoResultsHelp })),
);

/**
 * The home page (/ and /properties): the agent hero with the search box and city chips, the
 * Property Search sidebar (a dialog on phones), the results grid and the Payson listings.
 */
export function HomePage() {
  const search = useHomeSearch();
  // a known visitor's search reaches the team's CRM (first page only; nothing for anyone else)
  useVisitorActivity({
    type: 'property-search',
    search: `?${homeQuery({ filters: search.filters, page: 1 })}`,
  });
  const { results } = search;
  const site = useSiteInfo().data;
  const photoSources = site?.photoSources ?? [];
  // the server's title; coming back from another page, the tab is named the home's again
  useSiteTitle(homeTitle);

  useRestoreListScrollPosition(results.isSuccess && !results.isPlaceholderData);

  // The property page's "back" link returns to exactly this search and page.
  const { returnTo } = search;
  const serverErrors = parseServerError(results.error).fieldErrors;
  const formProps = {
    values: search.form,
    onChange: search.setForm,
    onSearch: search.searchForm,
    onClear: search.clear,
    isSearching: results.isFetching,
    serverErrors,
  };

  return (
    <div>
      <HomeHero>
        <SearchBox
          value={search.boxText}
          onChange={search.setBoxText}
          onSearch={(text, places) => void search.searchBox(text, places).then(revealResults)}
          onPick={(suggestion) => {
            search.pickSuggestion(suggestion);
            revealResults();
          }}
          onFocus={search.prepareBox}
          autoFocus={site?.appearance.ui.searchAutoFocus ?? false}
        />
        <CityChips
          activeCity={activeCity(search.filters)}
          onSelect={(city) => {
            search.searchCity(city);
            revealResults();
          }}
        />
        <CityPageLink city={activeCity(search.filters)} />
      </HomeHero>

      <div className="mx-auto flex max-w-screen-2xl gap-6 px-4 py-8 sm:px-6">
        {/* The phone's floating search button (the sidebar's form in a dialog) floats at the
            bottom of the screen, but sits where the sidebar is in the keyboard's order: after
            the search box, before the results, not after every card (issue 45). */}
        <MobileSearchDialog {...formProps} resultsId="results-heading" />
        <PropertySearchSidebar {...formProps} />
        <div className="min-w-0 flex-1">
          <ListingResults
            filters={search.filters}
            page={search.page}
            results={results}
            onPage={search.goToPage}
            photoSources={photoSources}
            returnTo={returnTo}
            action={
              <div className="flex flex-wrap items-center gap-2">
                <SortSelect value={search.sort ?? DEFAULT_SORT} onChange={search.setSort} />
                <ResultsViewToggle view={search.view} onChange={search.setView} />
                {
                  // a search the server refused, or one that found nothing (a misunderstanding
                  // more often than a wish to wait for it), is not offered for saving
                  results.error || results.data?.total === 0 ? null : (
                    <SaveSearchButton filters={search.filters} returnTo={returnTo} />
                  )
                }
              </div>
            }
            understood={
              search.searched ? (
                <Suspense fallback={null}>
                  <SearchChips
                    filters={search.filters}
                    corrections={search.corrections}
                    onRemove={search.removeFilters}
                  />
                </Suspense>
              ) : null
            }
            emptyHelp={
              <Suspense fallback={null}>
                <NoResultsHelp
                  filters={search.filters}
                  onSearch={(filters) => {
                    search.searchInstead(filters);
                    revealResults();
                  }}
                />
              </Suspense>
            }
            beforeList={
              search.view === 'map' && (
                <MapSearchLoader
                  filters={search.filters}
                  tiles={site?.mapTiles}
                  photoSources={photoSources}
                  returnTo={returnTo}
                  onSearchArea={search.searchArea}
                  onClearArea={search.clearArea}
                />
              )
            }
          />
          {/* The Payson list is the first view's showcase. It is the same 12 homes whatever was
              searched, so under a search (one in another town, or one that found nothing) it
              read as if it belonged to the results: it goes once the visitor searches. Making it
              follow the searched town instead would only repeat the results above, which are
              that town's homes already (and a ZIP or a drawn area names no town). */}
          {!search.searched && <PaysonListings photoSources={photoSources} returnTo={returnTo} />}
        </div>
      </div>
    </div>
  );
}
