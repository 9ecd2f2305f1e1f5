import { Clock, Heart, MapPin, Phone, RefreshCw, type LucideIcon } from 'lucide-react';
import { FEATURED_CITIES } from '../../../../core/featured-cities';
import { useSiteInfo } from '../../../lib/site-info';

type Benefit = { icon: LucideIcon; title: string; text: string };

const BENEFITS: Benefit[] = [
  {
    icon: MapPin,
    title: 'Search the Arizona mountain towns',
    text: `Every active MLS listing in ${FEATURED_CITIES.slice(0, 5).join(', ')} and more.`,
  },
  {
    icon: Clock,
    title: 'Save time',
    text: 'Search by city, ZIP, address or MLS number and go straight to the homes that fit.',
  },
  {
    icon: RefreshCw,
    title: 'Fresh MLS data',
    text: 'Listings come straight from the regional MLS and are refreshed throughout the day.',
  },
  {
    icon: Heart,
    title: 'Local guidance',
    text: 'Ask a team that lives and works in the high country about any property.',
  },
];

/** Why sign up, next to the login card (visitor spec section 2). */
export function MarketingPanel() {
  const { data: site } = useSiteInfo();
  const teamName = site?.identity.teamName ?? 'Ridgeline';

  return (
    <aside
      aria-labelledby="auth-marketing-heading"
      className="rounded-xl bg-gradient-to-br from-slate-800 to-slate-700 p-6 text-white sm:p-8"
    >
      <h2 id="auth-marketing-heading" className="text-2xl font-semibold tracking-tight">
        Find your place in the Arizona mountains with {teamName}
      </h2>
      <ul className="mt-6 space-y-5">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10">
              <Icon className="size-5 text-amber-300" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-slate-200">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      {site && (
        <p className="mt-8 border-t border-white/20 pt-6 text-sm text-slate-200">
          {site.identity.agentName} &middot; {site.identity.teamName}
          <br />
          <a
            href={`tel:${site.identity.phone.replace(/[^\d+]/g, '')}`}
            className="mt-1 inline-flex items-center gap-2 rounded-md font-semibold text-amber-300 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-amber-300"
          >
            <Phone className="size-4" aria-hidden="true" />
            {site.identity.phone}
          </a>
        </p>
      )}
    </aside>
  );
}
