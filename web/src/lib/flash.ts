import { redirect } from 'react-router';
import type { MessageKey } from './message';

/**
 * A message for the page after a redirect (post, redirect, get): a short-lived cookie the action sets
 * and the next page's root loader reads and clears, on the server or in the browser alike. Only these
 * keys are shown: the cookie is the visitor's to change.
 */
export const flashKeys = ['login.success', 'register.success', 'subscribe.success', 'subscribe.failure', 'login.accountDeleted', 'dashboardGate.failure', 'bookingDone.success'] as const satisfies readonly MessageKey[];
export type FlashKey = (typeof flashKeys)[number];

/** A message that says something failed is shown red. */
export const isFailure = (key: FlashKey) => key.endsWith('.failure');

const COOKIE = 'flash';
const read = (cookies: string | null | undefined): FlashKey | undefined => {
  const value = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(cookies ?? '')?.[1];
  return flashKeys.find((key) => key === value);
};

/** A redirect that shows `key` on the page it goes to. */
export function redirectWithFlash(to: string, key: FlashKey, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', `${COOKIE}=${key}; Path=/; Max-Age=60; SameSite=Lax`);
  return redirect(to, { ...init, headers });
}

/** The same from a loader that may run in the browser (where the page writes the cookie itself). */
export function redirectWithFlashAnywhere(to: string, key: FlashKey): Response {
  if (typeof document === 'undefined') return redirectWithFlash(to, key);
  document.cookie = `${COOKIE}=${key}; Path=/; Max-Age=60; SameSite=Lax`;
  return redirect(to);
}

/** The server's reading: the message, and the header that clears it. */
export function flashOfRequest(request: Request): { flash?: FlashKey; headers?: HeadersInit } {
  const flash = read(request.headers.get('cookie'));
  return flash ? { flash, headers: { 'Set-Cookie': `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` } } : {};
}

/** The browser's reading, which clears it at once. */
export function takeFlash(): FlashKey | undefined {
  const flash = read(document.cookie);
  if (flash) document.cookie = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return flash;
}
