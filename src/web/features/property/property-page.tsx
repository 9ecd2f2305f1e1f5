import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useVisitorActivity } from '../../components/activity/visitor-activity';
import { useParams, useSearch } from 'wouter';
import type { PropertyDetail } from '../../../contract/properties';
import { formatPrice, listingTitle } from '../../../core/listing-display';
import { parseListingId } from '../../../core/listing-id';
import { safeReturnPath } from '../../../core/return-path';
import { isMissingListing, useListing } from '../../components/listings/api/get-listing';
import { Button } from '../../components/ui/button';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CompleteInfoSection } from './components/complete-info-section';
import {
  FeaturesSection,
  LegalDescriptionSection,
  PropertyDetailsSection,
  RemarksSection,
  UtilitiesSection,
} from './components/detail-sections';
import { ListingSource } from './components/listing-source';
import { OpenHousesSection } from './components/open-houses-section';
import { LocationSection } from './components/location-section';
import { PhotoGallery } from './components/photo-gallery';
import { PropertyFacts } from './components/property-facts';
import { BackToSearch, fullAddress, PropertyHeader } from './components/property-header';
import { PriceHistorySection } from './components/price-history-section';
import { PropertyNotFound } from './components/property-not-found';
import { GalleryPlaceholder, PropertySkeleton } from './components/property-skeleton';
import { Section } from './components/section';
import { ContactAgentCard, MortgageCard } from './components/sidebar-cards';
import { galleryPhotos } from './gallery-photos';

function PropertyView({ property, returnPath }: { property: PropertyDetail; returnPath: string }) {
  const { data: site } = useSiteInfo();
  // Photos wait for the allow-list (site info, normally embedded in the page).
  const photos = site ? galleryPhotos(property, site.photoSources) : null;
  const address = listingTitle(property);
  const price = formatPrice(property.price);
  useDocumentTitle(
    `${fullAddress(property)}${price ? ` | ${price}` : ''} | MLS# ${property.mlsNumber}`,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6" data-testid="property-page">
      <PropertyHeader property={property} returnPath={returnPath} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          {photos ? <PhotoGallery photos={photos} address={address} /> : <GalleryPlaceholder />}
          <OpenHousesSection property={property} />
          <PropertyDetailsSection property={property} />
          <RemarksSection property={property} />
          <PriceHistorySection property={property} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <ContactAgentCard property={property} />
          <MortgageCard property={property} />
          <Section id="property-facts" title="Property Facts">
            <PropertyFacts property={property} />
          </Section>
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-2">
          <LegalDescriptionSection property={property} />
          <FeaturesSection property={property} />
          <UtilitiesSection property={property} />
          <LocationSection property={property} />
          <CompleteInfoSection property={property} />
        </div>
      </div>
      <div className="mt-6">
        <ListingSource property={property} />
      </div>
    </div>
  );
}

function LoadFailure({
  message,
  returnPath,
  onRetry,
}: {
  message: string;
  returnPath: string;
  onRetry: () => void;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <BackToSearch href={returnPath} />
      <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-2xl font-semibold text-red-900">Unable to load this property</h1>
        <p className="mt-2 text-red-900">{message}</p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    </div>
  );
}

/** /property/{id}: one listing in full (visitor spec section 2, Property detail page). */
export function PropertyPage() {
  const id = parseListingId(useParams<{ id: string }>().id);
  const returnPath = safeReturnPath(new URLSearchParams(useSearch()).get('return'));
  // an id that names no listing is not asked for: the API would refuse it (400)
  const { data, error, isPending, refetch } = useListing(id ?? 0, { enabled: id !== null });
  // a known visitor's view reaches the team's CRM (nothing is sent for anyone else)
  useVisitorActivity(data ? { type: 'viewed-property', propertyId: data.id } : null);

  // A listing opens at its top, wherever the list page was scrolled.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  if (id === null) return <PropertyNotFound />;
  if (isPending) return <PropertySkeleton returnPath={returnPath} />;
  if (error) {
    if (isMissingListing(error)) return <PropertyNotFound />;
    return (
      <LoadFailure message={error.message} returnPath={returnPath} onRetry={() => void refetch()} />
    );
  }
  return <PropertyView property={data} returnPath={returnPath} />;
}
