import { thousands } from './format';
import type { Kind } from './home-tables';
import type { Climate, Region } from './places';
import type { Plan, Tags } from './plan';
import type { Rng } from './random';

/** The sentences the remarks are made of, each written from the facts of one listing. */

export type Facts = {
  plan: Plan;
  attached: boolean;
  /** Where the home sits: "on 2.5 acres" for detached homes, "close to everything" otherwise. */
  lotPhrase: string;
  regionName: string;
  city: string;
  kindWord: string;
  /** "2.5 acres" or "7,800 sq ft". */
  acresText: string;
  /** "2.5-acre" or "7,800 sq ft", before a noun. */
  lotAdjective: string;
  street: string;
  highway: string;
  mountain: string;
};

type Sentence = (f: Facts, rng: Rng) => string;

export const KIND_WORDS: Record<Kind, string> = {
  house: 'home',
  cabin: 'cabin',
  ranch: 'ranch property',
  condo: 'condo',
  townhouse: 'townhome',
  manufactured: 'manufactured home',
  land: 'parcel',
  commercial: 'commercial property',
};

export const REGION_NAMES: Record<Region, string> = {
  rim: 'Rim Country',
  whiteMountains: 'White Mountains',
  prescott: 'Prescott-area',
  valley: 'Valley',
};

export const HOME_OPENERS: readonly Sentence[] = [
  (f, r) =>
    `Welcome to this ${r.pick(['charming', 'beautifully kept', 'light-filled', 'spacious', 'updated'])} ${f.plan.building.beds} bedroom ${f.kindWord} in ${f.city}.`,
  (f) =>
    `Move-in ready ${f.plan.building.beds}BR/${f.plan.building.baths}BA ${f.kindWord} with ${thousands(f.plan.building.area ?? 0)} sq ft of living space.`,
  (f) => `Rare find in ${f.plan.subdivision}: a well-kept ${f.kindWord} ${f.lotPhrase}.`,
  (f) =>
    `Pride of ownership shows throughout this ${f.plan.building.yearBuilt}-built ${f.kindWord}.`,
  (f) =>
    `Priced to sell, this ${f.kindWord} offers ${plural(f.plan.building.beds ?? 0, 'bedroom')} and a flexible floor plan.`,
  (f) =>
    f.attached
      ? `Lock-and-leave ${f.kindWord} with easy, low-maintenance living in ${f.city}.`
      : `Bring your ideas to this ${f.kindWord} with room to grow on ${f.acresText}.`,
];

export const CLIMATE_OPENERS: Record<Climate, readonly Sentence[]> = {
  mountain: [
    (f) =>
      `Tucked among tall ponderosa pines, this ${f.kindWord} is your ${f.city} retreat from the valley heat.`,
    (f) => `Your cool-country getaway awaits in ${f.city}!`,
    (f) =>
      `Classic ${f.regionName} ${f.kindWord} with a cozy feel and plenty of room for family and friends.`,
  ],
  desert: [
    (f) => `Sun-drenched ${f.kindWord} close to shopping, dining and freeway access.`,
    (f) => `Enjoy Arizona living at its best in this ${f.kindWord} in ${f.plan.subdivision}.`,
  ],
  highDesert: [
    (f) => `Four mild seasons and big Arizona skies come with this ${f.kindWord} in ${f.city}.`,
    (f) => `Granite boulders and juniper frame this inviting ${f.kindWord}.`,
  ],
};

export const HOME_DETAILS: readonly Sentence[] = [
  () => 'Furnishings available on a separate bill of sale.',
  (_f, r) =>
    `The open kitchen features ${r.pick(['granite counters', 'quartz counters', 'a large island', 'stainless appliances', 'custom alder cabinets'])} and a walk-in pantry.`,
  (_f, r) =>
    `Cozy up to the ${r.pick(['wood-burning stove', 'stone fireplace', 'gas fireplace'])} on cool evenings.`,
  (_f, r) =>
    `The primary suite offers a walk-in closet and a ${r.pick(['soaking tub', 'walk-in shower', 'double vanity'])}.`,
  (f, r) =>
    `Step out to the ${r.pick(['covered deck', 'back patio', 'wraparound porch'])} and enjoy ${f.plan.place.profile.climate === 'mountain' ? 'the cool pine-scented air' : 'the Arizona sunsets'}.`,
  (_f, r) =>
    `Recent updates include a new roof in ${r.int(2018, 2025)}, dual-pane windows and fresh interior paint.`,
  (f) =>
    f.plan.building.garage
      ? `The ${f.plan.building.garage}-car garage has room for a workbench and extra storage.`
      : 'Plenty of off-street parking for guests and toys.',
  () => 'Fully fenced backyard is ready for pets and gardening.',
  () => 'Low-maintenance landscaping leaves more time for hiking the nearby trails.',
  () => 'Vaulted ceilings and big windows fill the living room with natural light.',
  () => 'A bonus room makes a perfect office, craft room or guest space.',
];

export const LAND_OPENERS: readonly Sentence[] = [
  (f) => `Build your dream home on this ${f.lotAdjective} lot in ${f.city}.`,
  (f) => `Beautiful homesite in ${f.plan.subdivision} ready for your plans.`,
  (f) => `${capitalize(f.acresText)} of usable land with easy access from ${f.highway}.`,
  (f) => `Affordable ${f.lotAdjective} parcel in ${f.city}, a short drive to town.`,
];

export const LAND_DETAILS: readonly Sentence[] = [
  () => 'Utilities are near the lot line; septic permit required.',
  () => 'Manufactured homes allowed.',
  () => 'Minimal restrictions and a gentle slope make building easy.',
  () => 'Survey available from the seller.',
  () => 'Paved road access year round.',
  () => 'Camp on it now and build later.',
];

export const COMMERCIAL_SENTENCES: readonly Sentence[] = [
  (f) => `Well-located ${f.plan.subType.toLowerCase()} building on a busy corridor in ${f.city}.`,
  (f) =>
    `${thousands(f.plan.building.area ?? 0)} sq ft with ${f.plan.building.parking} parking spaces and easy access from ${f.highway}.`,
  () => 'Ideal for an owner-user or investor.',
  () => 'Zoned commercial with strong traffic counts.',
  () => 'Flexible floor plan with private offices, reception and storage.',
];

export const CLOSERS: readonly Sentence[] = [
  () => 'Schedule your private showing today!',
  () => 'This one will not last long.',
  () => 'Come see it before it is gone.',
  () => 'Seller is motivated; bring all offers.',
  (f, r) => `Just ${r.int(3, 15)} minutes to downtown ${f.city}.`,
];

/** Sentences for the searchable features; each names the feature words the site searches for. */
export const TAG_SENTENCES: Record<keyof Tags, readonly Sentence[]> = {
  horse: [
    (_f, r) =>
      `Horse property with ${r.pick(['a barn and corrals', 'a three-stall barn and tack room', 'corrals and a round pen'])}, and trails right from the back gate.`,
    () => 'Zoned for horses, with room to ride and national forest trails nearby.',
    () => 'Bring the horses: fenced pasture, corrals and hay storage are in place.',
  ],
  mountainView: [
    (f, r) =>
      `Enjoy sweeping mountain views of ${f.mountain} from the ${r.pick(['deck', 'living room', 'primary suite'])}.`,
    (f) => `Wake up to mountain views of ${f.mountain}.`,
  ],
  pool: [
    (f, r) =>
      f.plan.kind === 'condo'
        ? 'The community pool and spa are just steps from your door.'
        : `Resort-style backyard with a sparkling ${r.pick(['heated', 'private', 'play'])} pool.`,
    (f) =>
      f.plan.kind === 'condo'
        ? 'Relax at the community pool all summer long.'
        : 'Cool off in the private pool after a long day.',
  ],
  golf: [
    (f) => `Located in ${f.plan.subdivision}, with golf course living and clubhouse amenities.`,
    (f) => `Tee times are minutes away at the ${f.plan.subdivision} golf course.`,
  ],
  gated: [
    () => 'Set inside a gated community for privacy and peace of mind.',
    () => 'This gated neighborhood offers quiet streets and a friendly feel.',
  ],
  waterfront: [
    (f) => `Waterfront living on ${f.plan.lake}: fish from your own backyard.`,
    (f) => `Rare waterfront lot along ${f.plan.lake} with lake access.`,
  ],
};

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
