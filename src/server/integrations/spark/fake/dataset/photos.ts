import type { SparkPhoto } from '../../fields';
import { photoSceneCode, type PhotoLandscape, type PhotoSubject } from '../photo-art';
import type { DatasetContext } from './context';
import { pad } from './format';
import type { Kind } from './home-tables';
import type { Plan } from './plan';
import type { Rng } from './random';

/** A listing's photo records, whose ids tell photo-art which scene to draw. */

const PHOTO_CAPTIONS: Record<'building' | 'land', readonly string[]> = {
  building: [
    'Front exterior',
    'Welcome home',
    'Curb appeal',
    'Backyard',
    'Covered deck',
    'Evening view',
    'Street view',
    'Side yard',
    'Aerial view',
    'Entry',
    'Neighborhood',
  ],
  land: [
    'The lot',
    'Looking north',
    'Road access',
    'Building site',
    'Aerial view',
    'Surrounding area',
    'Corner marker',
  ],
};

const PHOTO_SIZES = [
  ['Uri640', 640, 480],
  ['Uri800', 800, 600],
  ['Uri1024', 1024, 768],
  ['Uri1280', 1280, 1024],
  ['Uri1600', 1600, 1200],
  ['UriLarge', 2048, 1536],
] as const;

const PHOTO_SUBJECTS: Record<Kind, PhotoSubject> = {
  house: 'house',
  cabin: 'cabin',
  ranch: 'ranch',
  condo: 'condo',
  townhouse: 'condo',
  manufactured: 'manufactured',
  land: 'view',
  commercial: 'commercial',
};

function landscapeFor({ place, tags }: Plan, rng: Rng, first: boolean): PhotoLandscape {
  if (tags.waterfront && (first || rng.chance(0.5))) return 'lake';
  return { mountain: 'pines', desert: 'desert', highDesert: 'highDesert' }[
    place.profile.climate
  ] as PhotoLandscape;
}

function subjectFor({ kind, tags }: Plan, rng: Rng, first: boolean): PhotoSubject {
  if (!first && kind !== 'land' && rng.chance(0.3)) return 'view';
  if (tags.pool && kind !== 'condo' && (first || rng.chance(0.5))) return 'poolHouse';
  return PHOTO_SUBJECTS[kind];
}

function photo(
  ctx: DatasetContext,
  plan: Plan,
  id: string,
  n: number,
  caption: string,
): SparkPhoto {
  const base = `${ctx.photoBaseUrl}/az`;
  const result: SparkPhoto = {
    Id: id,
    ResourceUri: `/v1/listings/${plan.key}/photos/${id}`,
    Name: `Photo ${n + 1}`,
    Caption: caption,
    Primary: n === 0,
    Uri300: `${base}/${id}.svg`,
  };
  for (const [field, w, h] of PHOTO_SIZES) result[field] = `${base}/${w}x${h}/true/${id}-o.svg`;
  return result;
}

/**
 * 5-30 photos (land 3-8). Photo ids: the key's first 13 digits, the index (9 digits), the photo
 * number (2) and the scene code (2) that photo-art draws. About 0.5% of listings carry one
 * placeholder photo and one with empty URLs, which the normalizer must drop.
 */
export function pickPhotos(rng: Rng, ctx: DatasetContext, plan: Plan): SparkPhoto[] {
  const count =
    plan.kind === 'land'
      ? rng.int(3, 8)
      : plan.kind === 'commercial'
        ? rng.int(5, 15)
        : rng.int(5, 30);
  const captions = PHOTO_CAPTIONS[plan.kind === 'land' ? 'land' : 'building'];
  const photos: SparkPhoto[] = [];
  for (let n = 0; n < count; n++) {
    const scene = photoSceneCode(landscapeFor(plan, rng, n === 0), subjectFor(plan, rng, n === 0));
    const id = `${plan.key.slice(0, 13)}${pad(plan.index, 9)}${pad(n, 2)}${scene}`;
    photos.push(photo(ctx, plan, id, n, rng.chance(0.4) ? '' : rng.pick(captions)));
  }
  if (rng.chance(0.005)) breakTwoPhotos(photos, ctx);
  return photos;
}

function breakTwoPhotos(photos: SparkPhoto[], ctx: DatasetContext): void {
  const [placeholder, empty] = [photos[1], photos[2]];
  if (placeholder) {
    placeholder.Uri300 = `${ctx.photoBaseUrl}/az/placeholder.svg`;
    for (const [field] of PHOTO_SIZES)
      placeholder[field] = `${ctx.photoBaseUrl}/az/placeholder-o.svg`;
  }
  if (empty) {
    empty.Uri300 = '';
    for (const [field] of PHOTO_SIZES) empty[field] = '';
  }
}
