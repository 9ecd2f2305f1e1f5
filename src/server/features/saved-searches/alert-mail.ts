import {
  displayRoomCount,
  displaySquareFeet,
  formatPrice,
  NOT_LISTED,
  NO_PHOTO,
} from '../../../core/listing-display';
import { escapeHtml } from '../../http/html-shell';
import { singleLine, type MailMessage } from '../../integrations/mail/client';

/*
 * The alert e-mail (decision 023): one per user and batch, in HTML and plain text. Per saved
 * search its name, a link to the search and a one-click unsubscribe link; per listing its
 * photo, address, price, facts, what changed, a link to the listing and its listing office;
 * the site's IDX notice at the end. List-Unsubscribe headers (RFC 2369, RFC 8058) stop every
 * search of the e-mail in one click of the mail program.
 */

export type AlertMailListing = {
  url: string;
  /** 'New listing', 'Price reduced: $500,000 → $480,000', 'Back on market'. */
  change: string;
  address: string;
  place: string;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
  /** Absolute URL of the first photo, or null. */
  photoUrl: string | null;
  mlsNumber: string;
  office: string | null;
};

export type AlertMailSearch = {
  name: string;
  link: string;
  unsubscribeUrl: string;
  listings: AlertMailListing[];
  /** Listings of the batch not shown (over the e-mail's limit per search): see the search. */
  more: number;
};

export type AlertMailInput = {
  to: string;
  firstName: string;
  teamName: string;
  mlsName: string;
  origin: string;
  year: number;
  searches: AlertMailSearch[];
  /** Stops every search of the e-mail: the List-Unsubscribe address. */
  unsubscribeAllUrl: string;
  /** The message's Message-ID (one per batch: a retried delivery is recognisably the same). */
  messageId: string;
};

/** '3 beds · 2 baths · 1,850 sq ft', leaving out what the listing does not say. */
export function listingFacts(listing: {
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
}): string {
  const beds = displayRoomCount(listing.bedrooms);
  const baths = displayRoomCount(listing.bathrooms);
  const sqft = displaySquareFeet(listing.squareFeet);
  return [
    beds === NOT_LISTED ? null : `${beds} ${beds === '1' ? 'bed' : 'beds'}`,
    baths === NOT_LISTED ? null : `${baths} ${baths === '1' ? 'bath' : 'baths'}`,
    sqft === NOT_LISTED ? null : `${sqft} sq ft`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The subject: how many listings, and the search's name when there is one search. */
export function alertSubject(searches: readonly AlertMailSearch[]): string {
  const count = searches.reduce((n, s) => n + s.listings.length + s.more, 0);
  const listings = count === 1 ? '1 listing' : `${count} listings`;
  return searches.length === 1
    ? `${listings} for your saved search “${singleLine(searches[0]!.name)}”`
    : `${listings} for your saved searches`;
}

function idxNotice(mlsName: string, year: number): string {
  return (
    'Listing information is deemed reliable but is not guaranteed accurate. IDX information is ' +
    "provided exclusively for consumers' personal, non-commercial use and may not be used for " +
    'any purpose other than to identify prospective properties consumers may be interested in ' +
    `purchasing. Copyright © ${year} ${mlsName}. All rights reserved.`
  );
}

/**
 * The plain-text part. Names (the user's, a search's) and the listing's facts are one line
 * each: a search named with line breaks cannot add lines of its own ('Bcc: …') to the text.
 */
function textOf(input: AlertMailInput): string {
  const lines = [
    `Hi ${singleLine(input.firstName)},`,
    '',
    `New matches for your saved searches at ${input.teamName}:`,
  ];
  for (const search of input.searches) {
    const name = singleLine(search.name);
    lines.push('', `“${name}”`, `See the search: ${search.link}`);
    for (const l of search.listings) {
      lines.push(
        '',
        `  ${singleLine(l.change)}`,
        `  ${singleLine(l.address)}, ${singleLine(l.place)}`,
        `  ${[formatPrice(l.price) ?? 'Price not listed', listingFacts(l)].filter(Boolean).join(' · ')}`,
        `  ${l.url}`,
      );
      if (l.office) {
        lines.push(
          `  Listing courtesy of ${singleLine(l.office)} (MLS #${singleLine(l.mlsNumber)})`,
        );
      }
    }
    if (search.more > 0) lines.push('', `  and ${search.more} more: ${search.link}`);
    lines.push('', `Stop alerts for “${name}”: ${search.unsubscribeUrl}`);
  }
  lines.push(
    '',
    `Manage your saved searches: ${input.origin}/saved-searches`,
    '',
    idxNotice(input.mlsName, input.year),
  );
  return `${lines.join('\n')}\n`;
}

const e = escapeHtml;

function listingHtml(l: AlertMailListing): string {
  const photo = l.photoUrl
    ? `<img src="${e(l.photoUrl)}" width="240" alt="${e(l.address)}" style="display:block;width:240px;max-width:100%;height:auto;border-radius:6px">`
    : `<div style="width:240px;padding:48px 0;text-align:center;background:#f1f5f9;color:#475569;border-radius:6px">${NO_PHOTO}</div>`;
  const facts = listingFacts(l);
  // two inline blocks rather than table cells: side by side on a wide screen, the text under
  // the photo on a phone
  return `<tr><td style="padding:12px 0;border-top:1px solid #e2e8f0">
<div style="display:inline-block;vertical-align:top;width:240px;max-width:100%;margin:0 16px 8px 0"><a href="${e(l.url)}">${photo}</a></div>
<div style="display:inline-block;vertical-align:top;width:320px;max-width:100%;font-size:14px;line-height:20px;color:#0f172a">
<p style="margin:0 0 4px;font-weight:bold;color:#b91c1c">${e(l.change)}</p>
<p style="margin:0;font-size:18px;font-weight:bold">${e(formatPrice(l.price) ?? 'Price not listed')}</p>
<p style="margin:4px 0 0"><a href="${e(l.url)}" style="color:#1d4ed8">${e(l.address)}</a><br>${e(l.place)}</p>
${facts ? `<p style="margin:4px 0 0">${e(facts)}</p>` : ''}
${l.office ? `<p style="margin:4px 0 0;font-size:12px;color:#475569">Listing courtesy of ${e(l.office)} (MLS #${e(l.mlsNumber)})</p>` : ''}
</div></td></tr>`;
}

function htmlOf(input: AlertMailInput): string {
  const searches = input.searches
    .map(
      (s) => `<h2 style="margin:24px 0 4px;font-size:18px">“${e(s.name)}”</h2>
<p style="margin:0 0 8px"><a href="${e(s.link)}" style="color:#1d4ed8">See the search</a></p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${s.listings.map(listingHtml).join('')}</table>
${s.more > 0 ? `<p style="margin:8px 0"><a href="${e(s.link)}" style="color:#1d4ed8">and ${s.more} more</a></p>` : ''}
<p style="margin:8px 0 0;font-size:12px;color:#475569"><a href="${e(s.unsubscribeUrl)}" style="color:#475569">Stop alerts for “${e(s.name)}”</a></p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${e(alertSubject(input.searches))}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:640px;margin:0 auto">
<p style="margin:0 0 8px;font-size:14px;color:#475569">${e(input.teamName)}</p>
<p style="margin:0">Hi ${e(input.firstName)},</p>
<p style="margin:8px 0 0">New matches for your saved searches:</p>
${searches}
<p style="margin:24px 0 0;font-size:12px;color:#475569"><a href="${e(`${input.origin}/saved-searches`)}" style="color:#475569">Manage your saved searches</a></p>
<p style="margin:12px 0 0;font-size:11px;line-height:16px;color:#64748b">${e(idxNotice(input.mlsName, input.year))}</p>
</div></body></html>`;
}

/** The alert e-mail of one batch. */
export function renderAlertMail(input: AlertMailInput): MailMessage {
  return {
    to: input.to,
    subject: alertSubject(input.searches),
    text: textOf(input),
    html: htmlOf(input),
    headers: {
      'Message-ID': input.messageId,
      'List-Unsubscribe': `<${input.unsubscribeAllUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
