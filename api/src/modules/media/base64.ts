import { InvalidInputError, PayloadTooLargeError } from '../../shared/errors.js';

const DATA_URL_PREFIX = /^data:[^,;]{0,100}(;[^,;]{0,100})*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

export const tooLargeMessage = (maxBytes: number) =>
  `Imazhi është më i madh se ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB.`;

/**
 * Legacy image text → bytes. Raw base64 or a `data:...;base64,` URL (the prefix is dropped); line
 * breaks are ignored. The size is checked before decoding, so an over-size text is never expanded.
 */
export function decodeBase64Image(value: unknown, field: string, maxBytes: number): Buffer {
  if (value === undefined || value === null || value === '') {
    throw new InvalidInputError({ [field]: `${field} është i detyrueshëm.` });
  }
  if (typeof value !== 'string') throw new InvalidInputError({ [field]: `${field} duhet të jetë tekst base64.` });
  const text = value.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (!text || !BASE64.test(text)) throw new InvalidInputError({ [field]: `${field} nuk është base64 i vlefshëm.` });
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  if (Math.floor((text.length * 3) / 4) - padding > maxBytes) {
    throw new PayloadTooLargeError(tooLargeMessage(maxBytes), { [field]: tooLargeMessage(maxBytes) });
  }
  return Buffer.from(text, 'base64');
}
