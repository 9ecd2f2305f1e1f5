import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useParams, useSearch } from 'wouter';
import type { PropertyDetail } from '../../../contract/properties';
import { formatPrice } from '../../../core/listing-display';
import { safeReturnPath } from '../../../core/return-path';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { HttpError } from '../../lib/api';
import { useSiteInfo } from '../../lib/site-info';
import { useProperty } from './api/get-property';
import { CompleteInfoSection } from './components/complete-info-section';
import {
  FeaturesSection,
  LegalDescriptionSection,
  PropertyDetailsSection,
  RemarksSection,
  UtilitiesSection,
} from './components/detail-sections';
import { ListingSource } from './components/listing-source';
import { LocationSection } from './components/location-section';
import { PhotoGallery } from './components/photo-gallery';
import { PropertyFacts } from './components/property-facts';
import { BackToSearch, fullAddress, PropertyHeader } from './components/property-header';
import { PropertyNotFound } from './components/property-not-found';
import { PropertySkeleton } from './components/property-skeleton';
import { Section } from './components/section';
import { ContactAgentCard, MortgageCard } from './components/sidebar-cards';
import { galleryPhotos } from './gallery-photos';

/**
 * The tab title names the listing while it is open, as the server writes it for a first
 * load (client-side navigation would keep the list page's title otherwise).
 */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

function GalleryPlaceholder() {
  return (
    <div className="grid gap-2 md:grid-cols-[3fr_1fr]">
      <Skeleton className="aspect-[4/3] rounded-xl" />
      <div className="grid grid-cols-4 gap-2 md:grid-cols-1 md:grid-rows-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="aspect-[4/3] rounded-lg md:aspect-auto" />
        ))}
      </div>
    </div>
  );
}

function PropertyView({ property, returnPath }: { property: PropertyDetail; returnPath: string }) {
  const { data: site } = useSiteInfo();
  // Photos wait for the allow-list (site info, normally embedded in the page).
  const photos = site ? galleryPhotos(property, site.photoSources) : null;
  const address = property.address || `MLS #${property.mlsNumber}`;
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
          <PropertyDetailsSection property={property} />
          <RemarksSection property={property} />
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
  const { id = '' } = useParams<{ id: string }>();
  const returnPath = safeReturnPath(new URLSearchParams(useSearch()).get('return'));
  const { data, error, isPending, refetch } = useProperty(id);

  // A listing opens at its top, wherever the list page was scrolled.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  if (isPending) return <PropertySkeleton returnPath={returnPath} />;
  if (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) {
      return <PropertyNotFound />;
    }
    return (
      <LoadFailure message={error.message} returnPath={returnPath} onRetry={() => void refetch()} />
    );
  }
  return <PropertyView property={data} returnPath={returnPath} />;
}
