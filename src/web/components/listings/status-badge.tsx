import type { ComponentProps } from 'react';
import { cardBadgeStyle, statusLabel, type CardBadgeStyle } from '../../../core/listing-display';

// The one status badge of the site: cards, the map's card, comparables, the admin's preview and
// the property page all render this component, so a status has one look everywhere (issue 41).
// Colours, shape, border and shadow come from the --badge-* variables the server writes into
// every page from the admin's Badge Styling settings (core/site-appearance.ts): nothing to
// fetch, nothing to compute per card, and the hover colours apply. Plain strings, not cn():
// these classes cannot conflict.
const FRAME =
  'inline-flex shrink-0 items-center border-solid px-2 py-0.5 font-semibold whitespace-nowrap rounded-[var(--badge-radius)] shadow-[var(--badge-shadow)] transition-colors';
// Only the type size differs: the property page's badge sits beside a 3xl price.
const SIZE = { xs: 'text-xs leading-4', sm: 'text-sm leading-5' } as const;
const FILLED = 'border-[length:var(--badge-border-width)] border-[var(--badge-border-color)]';

const KIND: Record<CardBadgeStyle, string> = {
  primary: `${FILLED} bg-[var(--badge-primary-bg)] text-[var(--badge-primary-fg)] hover:bg-[var(--badge-primary-hover-bg)] hover:text-[var(--badge-primary-hover-fg)]`,
  success: `${FILLED} bg-[var(--badge-success-bg)] text-[var(--badge-success-fg)] hover:bg-[var(--badge-success-hover-bg)] hover:text-[var(--badge-success-hover-fg)]`,
  error: `${FILLED} bg-[var(--badge-error-bg)] text-[var(--badge-error-fg)] hover:bg-[var(--badge-error-hover-bg)] hover:text-[var(--badge-error-hover-fg)]`,
  // SOLD and other statuses: an outline in the page's text colour, on the white card
  outline:
    // its own background: an outlined badge reads on a card and on any main-area background
    'border-[length:max(1px,var(--badge-border-width))] border-current bg-background text-foreground',
};

/** A listing's status: PENDING success, REDUCED error, SOLD outlined, ACTIVE and others primary (visitor spec section 4). */
export function StatusBadge({
  status,
  size = 'xs',
  ...props
}: { status: string; size?: keyof typeof SIZE } & Omit<
  ComponentProps<'span'>,
  'className' | 'children'
>) {
  const kind = cardBadgeStyle(status);
  return (
    <span {...props} data-badge-style={kind} className={`${FRAME} ${SIZE[size]} ${KIND[kind]}`}>
      {statusLabel(status)}
    </span>
  );
}
