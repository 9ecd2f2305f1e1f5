import { mulberry32 } from './dataset/random';

/**
 * The pictures of the offline MLS feed: a small, deterministic SVG scene per photo id (sky by
 * time of day, mountains or mesas, pines, saguaros or junipers, and the listing's building).
 *
 * The dataset generator encodes the scene in the last two digits of a 26-digit photo id
 * (landscape, subject; see photoSceneCode) and shares the first 22 digits between the photos
 * of one listing, so a listing's photos show the same house in different light. Any other
 * id still renders: the scene is then chosen from its hash.
 */

const LANDSCAPES = ['pines', 'desert', 'highDesert', 'lake'] as const;
const SUBJECTS = [
  'house',
  'cabin',
  'view',
  'commercial',
  'condo',
  'manufactured',
  'ranch',
  'poolHouse',
] as const;

export type PhotoLandscape = (typeof LANDSCAPES)[number];
export type PhotoSubject = (typeof SUBJECTS)[number];

type Sky = {
  words: string;
  weight: number;
  top: string;
  bottom: string;
  sun: string;
  sunY: number;
  /** Opacity of the dark wash over the scene; windows glow above it. */
  shade: number;
  lit: boolean;
};

// Midday and morning dominate, as in real listing photos; twilight shots are the rare treat.
const SKIES: readonly Sky[] = [
  {
    words: 'in the morning',
    weight: 3,
    top: '#6fa8dc',
    bottom: '#fde7c8',
    sun: '#fff4c2',
    sunY: 190,
    shade: 0,
    lit: false,
  },
  {
    words: 'at midday',
    weight: 5,
    top: '#2f6fc4',
    bottom: '#bfe0f7',
    sun: '#fffbe8',
    sunY: 80,
    shade: 0,
    lit: false,
  },
  {
    words: 'in golden light',
    weight: 2,
    top: '#e98b3a',
    bottom: '#fde08a',
    sun: '#ffd36b',
    sunY: 250,
    shade: 0.08,
    lit: false,
  },
  {
    words: 'at dusk',
    weight: 2,
    top: '#3d2c6e',
    bottom: '#f28c5a',
    sun: '#ff9f5e',
    sunY: 330,
    shade: 0.25,
    lit: true,
  },
  {
    words: 'at twilight',
    weight: 1,
    top: '#0e1a3d',
    bottom: '#4b3b7a',
    sun: '#f3efc8',
    sunY: 100,
    shade: 0.45,
    lit: true,
  },
];

type Land = {
  words: string;
  far: string;
  near: string;
  ground: string;
  ridge: 'peaks' | 'mesa' | 'hills';
  flora: 'pine' | 'saguaro' | 'juniper';
  walls: readonly string[];
};

const MOUNTAIN_WALLS = [
  '#7a5c3e',
  '#556b4f',
  '#8a6f55',
  '#3f5e73',
  '#a0522d',
  '#6e7f80',
  '#b58d5b',
];
const LANDS: Record<PhotoLandscape, Land> = {
  pines: {
    words: 'among the pines',
    far: '#6d7fa8',
    near: '#3f5f46',
    ground: '#6b8a3e',
    ridge: 'peaks',
    flora: 'pine',
    walls: MOUNTAIN_WALLS,
  },
  lake: {
    words: 'by the lake',
    far: '#7386ad',
    near: '#44654a',
    ground: '#6f8f45',
    ridge: 'peaks',
    flora: 'pine',
    walls: MOUNTAIN_WALLS,
  },
  desert: {
    words: 'in the Sonoran desert',
    far: '#c98a5e',
    near: '#a4623c',
    ground: '#d9b98a',
    ridge: 'mesa',
    flora: 'saguaro',
    walls: ['#e8d3b0', '#d9b38c', '#f1e4cc', '#c98f65', '#e6c9a8'],
  },
  highDesert: {
    words: 'in the high desert',
    far: '#8c93a8',
    near: '#7b7458',
    ground: '#a8a06a',
    ridge: 'hills',
    flora: 'juniper',
    walls: ['#c9b79c', '#8f9779', '#b5651d', '#d8cbb3', '#6f7d8c'],
  },
};

const SUBJECT_WORDS: Record<PhotoSubject, string> = {
  house: 'Home',
  cabin: 'Cabin',
  view: 'Open land',
  commercial: 'Commercial building',
  condo: 'Condominium building',
  manufactured: 'Manufactured home',
  ranch: 'Ranch house and barn',
  poolHouse: 'Home with a pool',
};

const ROOFS = ['#3b3b3b', '#5a3d2b', '#2f4f4f', '#7b2d26', '#4a5a6a', '#8a4b2a'];
const DOORS = ['#6b3e26', '#1f3b57', '#8c2f2f', '#2e4d2e', '#c9a227'];
const GLASS = '#cfe4f2';
const GLOW = '#ffd77a';
const GROUND_Y = 430;
const BASE_Y = 505;

type Random = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
};

/** FNV-1a: a stable 32-bit hash of the id. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The dataset's PRNG, wrapped with the few helpers the drawing needs. */
function randomFrom(seed: number): Random {
  const next = mulberry32(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

/** The two digits the dataset appends to a photo id to choose its scene. */
export function photoSceneCode(landscape: PhotoLandscape, subject: PhotoSubject): string {
  return `${LANDSCAPES.indexOf(landscape)}${SUBJECTS.indexOf(subject)}`;
}

function decodeScene(
  photoId: string,
  r: Random,
): { landscape: PhotoLandscape; subject: PhotoSubject } {
  if (/^\d{26}$/.test(photoId)) {
    const landscape = LANDSCAPES[Number(photoId[24])];
    const subject = SUBJECTS[Number(photoId[25])];
    if (landscape && subject) return { landscape, subject };
  }
  return { landscape: r.pick(LANDSCAPES), subject: r.pick(SUBJECTS) };
}

function pickSky(r: Random): Sky {
  const total = SKIES.reduce((sum, sky) => sum + sky.weight, 0);
  let roll = r.next() * total;
  for (const sky of SKIES) {
    roll -= sky.weight;
    if (roll < 0) return sky;
  }
  return SKIES[1] as Sky;
}

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
const shape = (points: number[], fill: string) =>
  `<path fill="${fill}" d="M${points.join(' ')}Z"/>`;
/** One window (or door glass) as a subpath; all windows are drawn in a single path. */
const pane = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}z`;

/** A skyline from x=0 to x=800: jagged peaks, flat-topped mesas or rolling hills. */
function ridge(r: Random, style: Land['ridge'], baseY: number, rise: number, fill: string): string {
  const points = [0, 600, 0, baseY];
  let x = 0;
  while (x < 800) {
    const step =
      style === 'mesa' ? r.int(140, 260) : style === 'hills' ? r.int(90, 160) : r.int(70, 150);
    if (style === 'mesa' && r.next() < 0.6) {
      const top = baseY - r.int(rise / 2, rise);
      points.push(x + 25, top, x + step - 25, top, x + step, baseY);
    } else if (style === 'mesa') {
      points.push(x + step, baseY - r.int(0, 15));
    } else {
      points.push(
        x + step / 2,
        baseY - r.int(rise / 3, rise),
        x + step,
        baseY - r.int(0, rise / 3),
      );
    }
    x += step;
  }
  points.push(800, baseY, 800, 600);
  return shape(points.map(Math.round), fill);
}

function backdrop(r: Random, sky: Sky, land: Land, gradient: string, snow: boolean): string {
  const parts = [
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>`,
    `<rect width="800" height="600" fill="url(#${gradient})"/>`,
    `<circle cx="${r.int(80, 720)}" cy="${sky.sunY}" r="${r.int(24, 40)}" fill="${sky.sun}"/>`,
  ];
  if (sky.shade > 0.4) {
    const stars = Array.from({ length: 8 }, () => pane(r.int(0, 800), r.int(10, 200), 2, 2));
    parts.push(`<path fill="#fff" d="${stars.join('')}"/>`);
  }
  // mesas stand far away; the near ridge is always softer
  const near = land.ridge === 'mesa' ? 'hills' : land.ridge;
  const farRise = land.ridge === 'mesa' ? 110 : 150;
  parts.push(ridge(r, land.ridge, 340, farRise, land.far), ridge(r, near, 405, 70, land.near));
  parts.push(rect(0, GROUND_Y, 800, 170, snow ? '#eef3f7' : land.ground));
  return parts.join('');
}

function lake(r: Random): string {
  const y = GROUND_Y + 6;
  return (
    rect(0, y, 800, 36, '#4d87b5') + rect(r.int(100, 500), y + 14, r.int(120, 260), 3, '#a9cbe3')
  );
}

/** Plants behind (near the horizon) or in front of the building, kept clear of its middle. */
function flora(r: Random, kind: Land['flora'], front: boolean, clearCentre: boolean): string {
  const count = r.int(front ? 2 : 3, front ? 4 : 7);
  const bodies: string[] = [];
  const extras: string[] = [];
  for (let i = 0; i < count; i++) {
    const side = r.next() < 0.5;
    const x = clearCentre ? (side ? r.int(10, 200) : r.int(600, 790)) : r.int(10, 790);
    const y = front ? r.int(540, 595) : r.int(GROUND_Y + 5, 470);
    const size = front ? r.int(110, 170) : r.int(50, 110);
    if (kind === 'pine') {
      const w = Math.round(size / 4);
      bodies.push(
        `M${x} ${y - size}l${w} ${Math.round(size * 0.55)}h${-Math.round(w / 2)}l${w} ${Math.round(size * 0.45)}h${-3 * w}l${w} ${-Math.round(size * 0.45)}h${-Math.round(w / 2)}z`,
      );
    } else if (kind === 'saguaro') {
      const arm = Math.round(size / 3);
      bodies.push(
        `M${x} ${y}v${-size}M${x} ${y - arm}h-14v${-arm}M${x} ${y - arm - 12}h14v${-arm + 6}`,
      );
    } else {
      bodies.push(
        `<ellipse cx="${x}" cy="${y - size / 4}" rx="${Math.round(size / 3)}" ry="${Math.round(size / 4)}"/>`,
      );
      if (r.next() < 0.5)
        extras.push(`<ellipse cx="${x + 25}" cy="${y}" rx="22" ry="12" fill="#b8a58a"/>`);
    }
  }
  if (kind === 'pine') return `<path fill="#2f5233" d="${bodies.join('')}"/>`;
  if (kind === 'saguaro')
    return `<path fill="none" stroke="#4c7a3f" stroke-width="12" stroke-linecap="round" d="${bodies.join('')}"/>`;
  return `<g fill="#4f5d2f">${bodies.join('')}</g>${extras.join('')}`;
}

type Building = { body: string; windows: string[] };

type Palette = { wall: string; roof: string; door: string; trim: string };

function house(r: Random, c: Palette, desert: boolean, x: number, w: number): Building {
  const h = r.int(95, 130);
  const y = BASE_Y - h;
  const roofStyle = desert ? r.pick(['flat', 'hip'] as const) : r.pick(['gable', 'hip'] as const);
  const roof =
    roofStyle === 'flat'
      ? rect(x - 6, y - 14, w + 12, 16, c.trim)
      : roofStyle === 'hip'
        ? shape([x - 18, y, x + 50, y - 50, x + w - 50, y - 50, x + w + 18, y], c.roof)
        : shape([x - 18, y, x + w / 2, y - r.int(60, 90), x + w + 18, y], c.roof);
  const garage = w > 230 && r.next() < 0.6;
  const parts = [rect(x, y, w, h, c.wall), roof, rect(x + 22, BASE_Y - 62, 30, 62, c.door)];
  if (garage) parts.push(rect(x + w - 108, BASE_Y - 76, 88, 76, c.trim));
  const end = garage ? x + w - 118 : x + w - 16;
  const count = Math.max(1, Math.min(3, Math.floor((end - x - 70) / 62)));
  const windows = Array.from({ length: count }, (_, i) => pane(x + 70 + i * 62, y + 28, 44, 38));
  return { body: parts.join(''), windows };
}

function cabin(r: Random, c: Palette): Building {
  const x = r.int(270, 330);
  if (r.next() < 0.4) {
    // A-frame: the roof reaches the ground
    const peak = BASE_Y - r.int(190, 230);
    const body =
      shape([x - 30, BASE_Y, x + 100, peak, x + 230, BASE_Y], c.roof) +
      shape([x + 20, BASE_Y, x + 100, peak + 50, x + 180, BASE_Y], c.wall) +
      rect(x + 88, BASE_Y - 56, 26, 56, c.door);
    return { body, windows: [pane(x + 74, peak + 90, 52, 40)] };
  }
  const w = r.int(190, 240);
  const h = r.int(80, 100);
  const y = BASE_Y - h;
  const logs = Array.from(
    { length: Math.floor(h / 14) },
    (_, i) => `M${x} ${y + 10 + i * 14}h${w}`,
  );
  const body =
    rect(x + w - 60, y - 80, 22, 60, '#6d6a66') +
    shape([x - 22, y, x + w / 2, y - r.int(75, 100), x + w + 22, y], c.roof) +
    rect(x, y, w, h, c.wall) +
    `<path stroke="#00000033" stroke-width="2" d="${logs.join('')}"/>` +
    rect(x + 20, BASE_Y - 60, 28, 60, c.door) +
    rect(x - 20, BASE_Y - 6, w + 40, 8, c.trim);
  return { body, windows: [pane(x + 70, y + 24, 40, 34), pane(x + w - 60, y + 24, 40, 34)] };
}

function condo(r: Random, c: Palette): Building {
  const floors = r.int(2, 3);
  const w = r.int(330, 400);
  const h = floors * 62 + 10;
  const x = 400 - Math.round(w / 2);
  const y = BASE_Y - h;
  const columns = Math.floor((w - 30) / 66);
  const windows: string[] = [];
  for (let f = 0; f < floors; f++)
    for (let col = 0; col < columns; col++)
      windows.push(pane(x + 24 + col * 66, y + 16 + f * 62, 40, 34));
  const balconies = Array.from({ length: floors - 1 }, (_, f) =>
    rect(x + 10, y + 58 + f * 62, w - 20, 5, c.trim),
  );
  return {
    body: rect(x - 8, y - 12, w + 16, 14, c.roof) + rect(x, y, w, h, c.wall) + balconies.join(''),
    windows,
  };
}

function commercial(r: Random, c: Palette): Building {
  const w = r.int(330, 400);
  const h = r.int(100, 125);
  const x = 400 - Math.round(w / 2);
  const y = BASE_Y - h;
  const stripes = Array.from({ length: 6 }, (_, i) => `M${120 + i * 110} 590l20-60`);
  const body =
    rect(x, y, w, h, c.wall) +
    rect(x - 6, y - 6, w + 12, 30, c.roof) +
    `<path stroke="#fff" stroke-width="4" d="${stripes.join('')}"/>`;
  const half = Math.round(w / 2);
  const windows = [
    pane(x + 24, y + 44, half - 60, h - 44),
    pane(x + half + 36, y + 44, half - 60, h - 44),
    pane(x + half - 18, y + 44, 36, h - 44),
  ];
  return { body, windows };
}

function manufactured(r: Random, c: Palette): Building {
  const w = r.int(330, 380);
  const x = 400 - Math.round(w / 2);
  const y = BASE_Y - 78;
  const body =
    shape([x - 10, y, x + w / 2, y - 22, x + w + 10, y], c.roof) +
    rect(x, y, w, 66, c.wall) +
    rect(x, BASE_Y - 12, w, 12, '#8d8172') +
    rect(x + 60, y + 14, 28, 52, c.door) +
    rect(x + 50, BASE_Y - 8, 48, 8, '#9a9a9a');
  const windows = [x + 120, x + 200, x + 280]
    .filter((wx) => wx + 40 < x + w)
    .map((wx) => pane(wx, y + 16, 40, 30));
  return { body, windows };
}

function ranch(r: Random, c: Palette, desert: boolean): Building {
  const home = house(r, c, desert, 120, 200);
  const bx = 470;
  const barnRed = r.pick(['#8b2e24', '#7a3b2e', '#6b4a3a']);
  const barn =
    rect(bx, BASE_Y - 100, 150, 100, barnRed) +
    shape(
      [
        bx - 8,
        BASE_Y - 100,
        bx + 20,
        BASE_Y - 140,
        bx + 75,
        BASE_Y - 160,
        bx + 130,
        BASE_Y - 140,
        bx + 158,
        BASE_Y - 100,
      ],
      c.roof,
    ) +
    `<path stroke="#fff" stroke-width="4" fill="none" d="M${bx + 50} ${BASE_Y}v-60h50v60l-50-60m0 60l50-60"/>`;
  const fence = `<path stroke="#8a6a48" stroke-width="4" d="M0 550h800M0 570h800${Array.from({ length: 20 }, (_, i) => `M${i * 42 + 10} 540v40`).join('')}"/>`;
  return { body: home.body + barn + fence, windows: home.windows };
}

function pool(r: Random): string {
  return `<rect x="${r.int(90, 200)}" y="528" width="${r.int(220, 300)}" height="44" rx="20" fill="#4fc3f7" stroke="#e9f7fd" stroke-width="6"/>`;
}

function building(r: Random, subject: PhotoSubject, c: Palette, desert: boolean): Building {
  switch (subject) {
    case 'house':
    case 'poolHouse': {
      const w = r.int(240, 320);
      return house(r, c, desert, 400 - Math.round(w / 2), w);
    }
    case 'cabin':
      return cabin(r, c);
    case 'condo':
      return condo(r, c);
    case 'commercial':
      return commercial(r, c);
    case 'manufactured':
      return manufactured(r, c);
    case 'ranch':
      return ranch(r, c, desert);
    case 'view':
      // an empty lot: a dirt track leading to the horizon
      return {
        body: shape([330, 600, 392, GROUND_Y + 10, 408, GROUND_Y + 10, 480, 600], '#c9b08a'),
        windows: [],
      };
  }
}

function clampSize(value: number): number {
  return Number.isFinite(value) ? Math.min(4096, Math.max(1, Math.round(value))) : 800;
}

/**
 * An SVG picture for a feed photo, width x height (the 800x600 scene is scaled to cover).
 * Same id and size => same bytes.
 */
export function renderPhotoSvg(photoId: string, width: number, height: number): string {
  const hash = hashString(photoId);
  const r = randomFrom(hash);
  // colours come from the listing part of the id, so all photos of a listing match
  const listing = randomFrom(hashString(photoId.slice(0, 22)));
  const { landscape, subject } = decodeScene(photoId, r);
  const land = LANDS[landscape];
  const sky = pickSky(r);
  const snow = landscape === 'pines' && r.next() < 0.2;
  const desert = landscape === 'desert';
  const palette: Palette = {
    wall: listing.pick(land.walls),
    roof: desert ? listing.pick(['#8a4b2a', '#a0522d', '#5a3d2b']) : listing.pick(ROOFS),
    door: listing.pick(DOORS),
    trim: listing.pick(['#f5efe6', '#e8e2d6', '#d6cfc2']),
  };
  const title = `${SUBJECT_WORDS[subject]} ${land.words}${snow ? ' in the snow' : ''} ${sky.words}`;
  const scene = building(r, subject, palette, desert);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${clampSize(width)}" height="${clampSize(height)}" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice" role="img"><title>${title}</title>`,
    backdrop(r, sky, land, `s${hash.toString(36)}`, snow),
    landscape === 'lake' ? lake(r) : '',
    flora(r, land.flora, false, subject !== 'view'),
    scene.body,
    subject === 'poolHouse' ? pool(r) : '',
    flora(r, land.flora, true, true),
    sky.shade > 0 ? `<rect width="800" height="600" fill="#0b1030" opacity="${sky.shade}"/>` : '',
    scene.windows.length > 0
      ? `<path fill="${sky.lit ? GLOW : GLASS}" stroke="${palette.trim}" stroke-width="3" d="${scene.windows.join('')}"/>`
      : '',
    '</svg>',
  ];
  return parts.join('');
}
