/** Browsers, most specific first (Edge and Opera say "Chrome" too, Chrome says "Safari"). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'], [/OPR\/|Opera/, 'Opera'], [/SamsungBrowser\//, 'Samsung Internet'], [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'], [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'], [/iPad/, 'iPad'], [/Android/, 'Android'], [/Windows/, 'Windows'], [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'], [/Linux/, 'Linux'],
];

/**
 * A short name for the device a session signed in from ("Firefox në Windows"), from its user agent: a
 * person recognises it in "your sessions". Good enough for that, not for anything else; an unknown or
 * missing agent says so.
 */
export function deviceOf(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Pajisje e panjohur';
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} në ${system}`;
  return browser ?? system ?? (/curl|wget|python|node|okhttp|postman/i.test(userAgent) ? 'Program (jo shfletues)' : 'Pajisje e panjohur');
}
