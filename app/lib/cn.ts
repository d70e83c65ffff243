import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx). It does not merge them: a `className` adds to a component's classes,
 * and what a caller may change instead of a default is a prop of its own (a variant, or classes
 * documented as replacing a default). Two utilities for one property would both apply, in
 * Tailwind's order rather than the caller's, so `npm run validate` fails on any element of the
 * build that has them (decision 022).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
