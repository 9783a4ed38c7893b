/** Browsers, most specific first (Edge and Opera say "Chrome" too, Chrome says "Safari"). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'], [/OPR\/|Opera/, 'Opera'], [/SamsungBrowser\//, 'Samsung Internet'], [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'], [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'], [/iPad/, 'iPad'], [/Android/, 'Android'], [/Windows/, 'Windows'], [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'], [/Linux/, 'Linux'],
];

/** What a user agent tells of its device: the browser and the system it names, or that it is a program. */
export interface DeviceParts {
  browser: string | null;
  system: string | null;
  /** A program (curl, a script), not a browser. */
  program: boolean;
}

/** The parts of a session's device from its user agent; good enough to recognise it, not for anything else. */
export function deviceParts(userAgent: string | null | undefined): DeviceParts {
  const ua = userAgent ?? '';
  return {
    browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null,
    system: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null,
    program: /curl|wget|python|node|okhttp|postman/i.test(ua),
  };
}

/**
 * A short Albanian name for the device a session signed in from ("Firefox në Windows"), as the account's
 * data download and the API's `device` give it; the pages compose their own from the parts, in their
 * language. An unknown or missing agent says so.
 */
export function deviceOf(userAgent: string | null | undefined): string {
  const { browser, system, program } = deviceParts(userAgent);
  if (browser && system) return `${browser} në ${system}`;
  return browser ?? system ?? (program ? 'Program (jo shfletues)' : 'Pajisje e panjohur');
}
