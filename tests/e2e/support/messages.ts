import type { Locator, Page } from 'playwright-core';
import {
  messageText,
  SPEC_MESSAGES,
  type MessageKind,
  type SpecMessageKey,
} from '../../../src/core/spec-messages';

const SELECTORS: Record<MessageKind, string | null> = {
  'toast-title': '[data-slot="toast-title"]',
  'toast-message': '[data-slot="toast-description"]',
  'empty-state': null,
  'page-text': null,
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The spec message `key` (src/core/spec-messages.ts) as the page shows it, word for word: a
 * toast's title or message in its slot, other messages as the whole text of an element (or
 * within it, for a message the spec puts inside a longer text). The walk test (src/web/testing/spec-messages-checked.test.ts) counts a message
 * as checked when a journey calls `expectPageMessage` with its key written out.
 */
export function messageLocator(
  page: Page,
  key: SpecMessageKey,
  values?: Readonly<Record<string, string | number>>,
): Locator {
  const entry = SPEC_MESSAGES[key];
  const text = messageText(key, values);
  const within = 'within' in entry && entry.within;
  const selector = SELECTORS[entry.kind];
  if (selector === null) return page.getByText(text, { exact: !within });
  const pattern = within ? new RegExp(escape(text)) : new RegExp(`^\\s*${escape(text)}\\s*$`);
  return page.locator(selector).filter({ hasText: pattern });
}

/** Waits until the page shows the spec message `key`. */
export async function expectPageMessage(
  page: Page,
  key: SpecMessageKey,
  values?: Readonly<Record<string, string | number>>,
): Promise<void> {
  await messageLocator(page, key, values).first().waitFor();
}
