import { ExternalLink } from 'lucide-react';
import type { PropertyDetail } from '../../../../contract/properties';
import { formatCoordinates, googleMapsSearchUrl, orNotListed } from '../property-format';
import { LocationMap } from './location-map';
import { ADDRESS_NOT_DISCLOSED, fullAddress } from './property-header';
import { FactList, Section } from './section';

export function LocationSection({ property }: { property: PropertyDetail }) {
  const { latitude, longitude } = property;
  // A withheld street address is not given away by a pin either.
  const point =
    latitude !== null && longitude !== null && property.address !== ADDRESS_NOT_DISCLOSED
      ? { latitude, longitude }
      : null;
  const mapsQuery = point ? `${point.latitude},${point.longitude}` : fullAddress(property);
  return (
    <Section id="location" title="Location & Neighborhood">
      <div className="grid gap-6 md:grid-cols-[minmax(0,32rem)_1fr]">
        {point && (
          <LocationMap
            latitude={point.latitude}
            longitude={point.longitude}
            label={`Map of the area around ${fullAddress(property)}`}
          />
        )}
        <div className="min-w-0">
          <FactList
            className="md:grid-cols-1"
            facts={[
              { label: 'Address', value: fullAddress(property) },
              { label: 'County', value: orNotListed(property.County) },
              { label: 'Subdivision', value: orNotListed(property.SubdivisionName) },
              { label: 'School District', value: orNotListed(property.SchoolDistrict) },
              { label: 'Elementary School', value: orNotListed(property.ElementarySchool) },
              { label: 'Middle School', value: orNotListed(property.MiddleOrJuniorSchool) },
              { label: 'High School', value: orNotListed(property.HighSchool) },
              ...(point
                ? [
                    {
                      label: 'Coordinates',
                      value: formatCoordinates(point.latitude, point.longitude),
                    },
                  ]
                : []),
            ]}
          />
          <a
            href={googleMapsSearchUrl(mapsQuery)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Open in Google Maps (opens in a new tab)"
            className="mt-4 inline-flex items-center gap-1.5 font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950"
          >
            Open in Google Maps
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </div>
      </div>
    </Section>
  );
}
