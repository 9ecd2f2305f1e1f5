import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind class win over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Joins class names as they are, for lists whose classes cannot conflict (the listing cards,
 * rendered dozens of times per page): tailwind-merge's parsing of every class is a measurable
 * part of a page's start-up, and its result is the same join when nothing conflicts.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
