import { describe, expect, it } from 'vitest';
import { enquiryLinks, withPageUrl } from './enquiry';

describe('enquiry links', () => {
  it('pre-fill WhatsApp and Viber with the agency number and the encoded message', () => {
    const message = 'Përshëndetje! "Rixos Downtown" (1–8 qershor) për 2 të rritur & 1 fëmijë.';
    const { whatsapp, viber } = enquiryLinks('38345963828', message);
    expect(whatsapp.startsWith('https://wa.me/38345963828?text=')).toBe(true);
    expect(decodeURIComponent(new URL(whatsapp).searchParams.get('text')!)).toBe(message);
    expect(new URL(whatsapp).searchParams.get('text')).toBe(message);
    expect(viber.startsWith('viber://chat?number=%2B38345963828&draft=')).toBe(true);
    expect(viber).not.toMatch(/[ "]/);
    expect(decodeURIComponent(viber.split('&draft=')[1]!)).toBe(message);
  });

  it('adds the page address on its own line once known', () => {
    expect(withPageUrl('Hello', null)).toBe('Hello');
    expect(withPageUrl('Hello', 'https://bani-travel.com/aranzhmani/7')).toBe('Hello\nhttps://bani-travel.com/aranzhmani/7');
  });
});
