import { describe, expect, it } from 'vitest';
import { photoSrcSet } from '../../../core/listing-photos';
import { firstShowable, galleryPhotos, nextShowable, photoAlt } from './gallery-photos';

const photo = (n: number, host = '/mls-photos/') => ({
  uri800: `${host}${n}-800.jpg`,
  uri1024: `${host}${n}-1024.jpg`,
  uri1600: `${host}${n}-1600.jpg`,
  caption: null,
});

describe('galleryPhotos', () => {
  it('keeps photos whose every size comes from an allowed source', () => {
    const photos = galleryPhotos(
      { photoSet: [photo(1), photo(2, 'https://evil.example/'), photo(3)], photos: [] },
      ['/mls-photos/'],
    );
    expect(photos.map((p) => p.small)).toEqual(['/mls-photos/1-800.jpg', '/mls-photos/3-800.jpg']);
    expect(photoSrcSet(photos[0]!)).toBe(
      '/mls-photos/1-800.jpg 800w, /mls-photos/1-1024.jpg 1024w, /mls-photos/1-1600.jpg 1600w',
    );
  });

  it('falls back to the plain photo list, dropping placeholders', () => {
    const photos = galleryPhotos(
      { photoSet: [], photos: ['/mls-photos/a.jpg', '/mls-photos/placeholder.jpg'] },
      ['/mls-photos/'],
    );
    expect(photos).toEqual([
      {
        small: '/mls-photos/a.jpg',
        medium: '/mls-photos/a.jpg',
        large: '/mls-photos/a.jpg',
        caption: null,
      },
    ]);
    expect(photoSrcSet(photos[0]!)).toBeUndefined();
  });
});

describe('photo navigation', () => {
  it('skips failed photos and wraps around', () => {
    const failed = new Set([1, 2]);
    expect(nextShowable(4, 0, failed)).toBe(3);
    expect(nextShowable(4, 3, failed)).toBe(0);
    expect(nextShowable(4, 0, failed, -1)).toBe(3);
    expect(nextShowable(4, 3, failed, -1)).toBe(0);
    expect(firstShowable(4, new Set([0]))).toBe(1);
    expect(firstShowable(2, new Set([0, 1]))).toBeNull();
    expect(firstShowable(0, new Set())).toBeNull();
  });

  it('writes alt text with meaningful captions only', () => {
    const p = { small: 'a', medium: 'a', large: 'a', caption: 'Photo 7' };
    expect(photoAlt(p, 7, '12 Main St')).toBe('12 Main St, photo 7');
    expect(photoAlt({ ...p, caption: 'Covered deck' }, 2, '12 Main St')).toBe(
      '12 Main St, photo 2: Covered deck',
    );
  });
});
