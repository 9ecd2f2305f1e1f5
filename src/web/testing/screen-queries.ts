import { screen } from '@testing-library/react';

/*
 * Queries of the screen that many component tests make alike: a toast by its title or message,
 * a field's validation message, a region by its name.
 */

/** The toast whose title is `title` (waits for it). */
export const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });

/** The toast message `text`, now. */
export const toastDescription = (text: string) =>
  screen.getByText(text, { selector: '[data-slot="toast-description"]' });

/** The validation message an input is described by (its `…-error` element), if any. */
export const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'))?.textContent;

/** The region (a card named by its heading) called `name` (waits for it). */
export const region = (name: string) => screen.findByRole('region', { name });
