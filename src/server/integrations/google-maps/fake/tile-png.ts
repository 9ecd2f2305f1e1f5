import { deflateSync } from 'node:zlib';

/**
 * The fake Map Tiles API's tiles: real 256x256 PNGs (8-bit RGB), a light tint of their own per
 * z/x/y with a darker frame, so a browser draws them and a test can tell two tiles apart by
 * their bytes.
 */

export const FAKE_TILE_SIZE = 256;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of `size`x`size` pixels filled with `fill`, framed `frame` pixels wide in `edge`. */
export function solidPng(
  size: number,
  fill: [number, number, number],
  edge: [number, number, number] = fill,
  frame = 0,
): Buffer {
  const row = 1 + size * 3;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y++) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const onEdge = x < frame || y < frame || x >= size - frame || y >= size - frame;
      const [r, g, b] = onEdge ? edge : fill;
      const at = y * row + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const made = new Map<string, Buffer>();

/** The fake's tile at z/x/y: the same bytes on every call. */
export function fakeTilePng(z: number, x: number, y: number): Buffer {
  const key = `${z}/${x}/${y}`;
  let png = made.get(key);
  if (!png) {
    // a light tint that differs from its neighbours
    const shade = (n: number) => 200 + (n % 5) * 11;
    const fill: [number, number, number] = [shade(x + z), shade(y + 2 * z), shade(x + y + 3)];
    png = solidPng(FAKE_TILE_SIZE, fill, [150, 160, 175], 2);
    if (made.size > 500) made.clear();
    made.set(key, png);
  }
  return png;
}
