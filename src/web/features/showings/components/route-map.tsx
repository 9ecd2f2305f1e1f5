import type { ShowingStop } from '../../../../contract/showings';
import { SHOWINGS_TEXT as TEXT } from '../showings-text';

const WIDTH = 600;
const HEIGHT = 320;
const PAD = 28;

/**
 * The stops' positions joined in driving order, drawn in an inline SVG: no tile library yet
 * (the map library comes with the map search). Longitude is scaled by the cosine of the
 * latitude so distances look right; north is up.
 */
export function RouteMap({ stops }: { stops: readonly ShowingStop[] }) {
  const located = stops
    .map((stop, index) => ({ stop, n: index + 1 }))
    .filter(
      (s): s is { stop: ShowingStop & { latitude: number; longitude: number }; n: number } =>
        s.stop.latitude !== null && s.stop.longitude !== null,
    );
  if (located.length === 0) return null;
  const meanLat = located.reduce((sum, s) => sum + s.stop.latitude, 0) / located.length;
  const kx = Math.cos((meanLat * Math.PI) / 180);
  const xs = located.map((s) => s.stop.longitude * kx);
  const ys = located.map((s) => s.stop.latitude);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const span = Math.max(maxX - minX, maxY - minY, 1e-6);
  const scale = Math.min((WIDTH - 2 * PAD) / span, (HEIGHT - 2 * PAD) / span);
  const offsetX = (WIDTH - (maxX - minX) * scale) / 2;
  const offsetY = (HEIGHT - (maxY - minY) * scale) / 2;
  const points = located.map((s, i) => ({
    n: s.n,
    x: offsetX + (xs[i]! - minX) * scale,
    y: HEIGHT - (offsetY + (ys[i]! - minY) * scale),
  }));
  return (
    <figure className="grid gap-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${TEXT.mapTitle}: ${points.map((p) => p.n).join(', ')}`}
        className="h-auto w-full rounded-lg border bg-slate-50 print:max-h-[3in]"
        data-testid="route-map"
      >
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          stroke="#2563eb"
          strokeWidth={3}
          strokeLinejoin="round"
        />
        {points.map((p) => (
          <g key={p.n}>
            <circle cx={p.x} cy={p.y} r={12} fill="#1e3a8a" stroke="#fff" strokeWidth={2} />
            <text
              x={p.x}
              y={p.y + 4}
              textAnchor="middle"
              fontSize={12}
              fontWeight={700}
              fill="#fff"
            >
              {p.n}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">{TEXT.mapNote}</figcaption>
    </figure>
  );
}
