import { screen, within as inside } from '@testing-library/react';
import { expect } from 'vitest';
import {
  messageText,
  SPEC_MESSAGES,
  type MessageKind,
  type SpecMessageKey,
} from '../../core/spec-messages';

/** Where each kind of message is shown: a toast's title or message, or anywhere on the page. */
export const MESSAGE_SELECTORS: Record<MessageKind, string> = {
  'toast-title': '[data-slot="toast-title"]',
  'toast-message': '[data-slot="toast-description"]',
  'empty-state': '*',
  'page-text': '*',
};

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Waits for the spec message `key` (core/spec-messages.ts) to be shown, word for word: a toast's
 * title or message in its toast slot, other messages as the whole text of an element (or inside
 * it, for a message the spec puts within a longer text). `values` fills its placeholders;
 * `container` narrows the search (a card, a dialog). Returns the element.
 *
 * The walk test (testing/spec-messages-checked.test.ts) counts a message as checked when a test calls
 * this with its key written out.
 */
export async function expectMessage(
  key: SpecMessageKey,
  {
    values,
    container,
  }: { values?: Readonly<Record<string, string | number>>; container?: HTMLElement } = {},
): Promise<HTMLElement> {
  const entry = SPEC_MESSAGES[key];
  const text = messageText(key, values);
  const selector = MESSAGE_SELECTORS[entry.kind];
  const within = 'within' in entry && entry.within;
  const holds = (element: Element) => {
    const own = normalize(element.textContent);
    return within ? own.includes(text) : own === text;
  };
  // a toast's slot, or else the innermost element holding the words (not the wrappers around it)
  const matches = (_: string, element: Element | null) =>
    element !== null && holds(element) && (selector !== '*' || ![...element.children].some(holds));
  const query = container ? inside(container) : screen;
  const found = await query
    .findAllByText(matches, { selector, ignore: 'script, style' })
    .catch((error: unknown) => {
      const where = selector === '*' ? 'on the screen' : `in ${selector}`;
      const dom = error instanceof Error ? error.message.slice(error.message.indexOf('\n')) : '';
      throw new Error(`Spec message ${key} (“${text}”) is not shown ${where}${dom}`);
    });
  expect(found.length).toBeGreaterThan(0);
  return found[0]!;
}
