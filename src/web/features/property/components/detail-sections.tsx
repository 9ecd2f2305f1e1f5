import type { PropertyDetail } from '../../../../contract/properties';
import type { FeatureGroup } from '../../../../contract/listing-fields';
import {
  displayRoomCount,
  displaySquareFeet,
  formatPrice,
  NOT_LISTED,
  statusLabel,
} from '../../../../core/listing-display';
import { highlightRemarks } from '../../../../core/remarks-highlight';
import { featureGroupLabel, lotSizeText, orNotListed } from '../property-format';
import { FactList, Section } from './section';

/** Feature groups shown under Utilities & Systems rather than Property Features. */
const SYSTEM_GROUPS: ReadonlySet<FeatureGroup> = new Set([
  'Utilities',
  'Sewer',
  'WaterSource',
  'Heating',
  'Cooling',
]);

function featureNames(property: PropertyDetail, group: FeatureGroup): string[] {
  return Object.keys(property.features[group] ?? {});
}

function Empty({ children }: { children: string }) {
  return <p className="text-muted-foreground">{children}</p>;
}

export function PropertyDetailsSection({ property }: { property: PropertyDetail }) {
  return (
    <Section id="property-details" title="Property Details">
      <FactList
        facts={[
          { label: 'Status', value: statusLabel(property.status) },
          { label: 'Property Type', value: orNotListed(property.propertyType) },
          { label: 'Sub Type', value: orNotListed(property.propertySubType) },
          { label: 'Bedrooms', value: displayRoomCount(property.bedrooms) },
          { label: 'Bathrooms', value: displayRoomCount(property.bathrooms) },
          { label: 'Square Feet', value: displaySquareFeet(property.squareFeet) },
          { label: 'Lot Size', value: lotSizeText(property.lotSize, property.lotSizeSquareFeet) },
          { label: 'Year Built', value: orNotListed(property.yearBuilt) },
          { label: 'Parking', value: orNotListed(property.parking) },
          {
            label: 'HOA Fee',
            value:
              property.hoaFee === null ? NOT_LISTED : (formatPrice(property.hoaFee) ?? NOT_LISTED),
          },
          { label: 'Subdivision', value: orNotListed(property.SubdivisionName) },
          { label: 'County', value: orNotListed(property.County) },
        ]}
      />
    </Section>
  );
}

/** The listing's remarks with its key phrases (mountain views, acreage...) in bold. */
export function RemarksSection({ property }: { property: PropertyDetail }) {
  const remarks = property.publicRemarks ?? property.description;
  return (
    <Section id="public-remarks" title="Public Remarks">
      {remarks ? (
        <p className="leading-relaxed whitespace-pre-line text-slate-800">
          {highlightRemarks(remarks).map((segment, i) =>
            segment.key ? (
              <strong key={i} className="font-semibold text-slate-950">
                {segment.text}
              </strong>
            ) : (
              segment.text
            ),
          )}
        </p>
      ) : (
        <Empty>No remarks were provided for this listing.</Empty>
      )}
      <h3 className="mt-6 text-lg font-semibold">Directions</h3>
      <p className="mt-2 leading-relaxed text-slate-800">
        {property.Directions ?? <span className="text-muted-foreground">{NOT_LISTED}</span>}
      </p>
    </Section>
  );
}

export function LegalDescriptionSection({ property }: { property: PropertyDetail }) {
  const text = property.LegalDescriptionText ?? property.LegalDescription;
  return (
    <Section id="legal-description" title="Legal Description">
      {text ? (
        <p className="leading-relaxed text-slate-800">{text}</p>
      ) : (
        <Empty>No legal description was provided.</Empty>
      )}
      <FactList
        className="mt-4"
        facts={[
          { label: 'Subdivision', value: orNotListed(property.SubdivisionName) },
          { label: 'Township & Range', value: orNotListed(property.TownshipRange) },
          { label: 'Section', value: orNotListed(property.Section) },
          { label: 'Public Survey', value: orNotListed(property.PublicSurvey) },
        ]}
      />
    </Section>
  );
}

/** The feature groups of the listing (Interior, Lot, Parking...), each a list of features. */
export function FeaturesSection({ property }: { property: PropertyDetail }) {
  const groups = (Object.keys(property.features) as FeatureGroup[])
    .filter((g) => !SYSTEM_GROUPS.has(g))
    .map((g) => [g, featureNames(property, g)] as const)
    .filter(([, names]) => names.length > 0);
  return (
    <Section id="property-features" title="Property Features">
      {groups.length === 0 ? (
        <Empty>No features were listed.</Empty>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          {groups.map(([group, names]) => (
            <div key={group}>
              <h3 className="font-semibold">{featureGroupLabel(group)}</h3>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {names.map((name) => (
                  <li
                    key={name}
                    className="rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 text-sm text-slate-800"
                  >
                    {name}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}

export function UtilitiesSection({ property }: { property: PropertyDetail }) {
  const fromGroup = (group: FeatureGroup) => featureNames(property, group).join(', ') || null;
  const facts = [
    { label: 'Heating', value: fromGroup('Heating') },
    { label: 'Cooling', value: fromGroup('Cooling') },
    { label: 'Utilities', value: property.utilities ?? fromGroup('Utilities') },
    { label: 'Water', value: property.water ?? fromGroup('WaterSource') },
    { label: 'Sewer', value: property.sewer ?? fromGroup('Sewer') },
    { label: 'Electric', value: property.electric },
    { label: 'Internet', value: property.internetTypes },
  ];
  return (
    <Section id="utilities-systems" title="Utilities & Systems">
      <FactList facts={facts.map((f) => ({ label: f.label, value: orNotListed(f.value) }))} />
    </Section>
  );
}
