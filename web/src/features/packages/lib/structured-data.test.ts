import { describe, expect, it } from 'vitest';
import { jsonForScript } from '../../../lib/json-script';
import { packageJsonLd } from './structured-data';

const pkg = { id: 7, title: 'Rixos </script><script>alert(1)</script>', description: 'Antalya', price: 450, departureDate: '2026-06-01', seatsLeft: 3, images: ['/media/1/960.webp'] };

describe('package structured data', () => {
  it('is a Product with a EUR Offer, absolute URLs and its availability', () => {
    const ld = packageJsonLd(pkg, 'https://bani-travel.com');
    expect(ld).toMatchObject({
      '@type': 'Product', name: pkg.title, url: 'https://bani-travel.com/aranzhmani/7', image: ['https://bani-travel.com/media/1/960.webp'],
      offers: { '@type': 'Offer', price: '450.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(packageJsonLd({ ...pkg, seatsLeft: 0 }, 'https://x').offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });

  it('cannot close its script block, and still parses to the same data', () => {
    const text = jsonForScript(packageJsonLd(pkg, 'https://x'));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe(pkg.title);
  });
});
