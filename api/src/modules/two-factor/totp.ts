import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** What an authenticator app shows as the account's issuer. */
export const ISSUER = 'Bani Travel';
/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30 s steps; a step either side for clocks that drift. */
const TOLERANCE_SECONDS = 30;

/** A new secret: 20 random bytes (RFC 4226's recommendation), base32 as authenticator apps take it. */
export function newSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI of the secret (what the QR code carries), labelled with the account's name. */
export function otpauthUri(secret: string, account: string): string {
  return generateURI({ issuer: ISSUER, label: account, secret });
}

/** The QR code of a URI as an SVG data URL: an <img> shows it under our CSP (img-src data:). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A code as typed: digits only ("123 456" → "123456"). */
export const totpCodeOf = (typed: string): string => typed.replace(/[\s-]/g, '');

/**
 * The time step of `code` if it is the secret's code now (or a step before or after), and newer than
 * `afterStep` (a code is good once: the step of the last one accepted); null otherwise.
 */
export async function verifyTotp(secret: string, code: string, afterStep?: number | null): Promise<number | null> {
  const token = totpCodeOf(code);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS, ...(afterStep != null ? { afterTimeStep: afterStep } : {}) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
