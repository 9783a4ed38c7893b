/*
 * What search engines and link previews read about a package page (issue 20): schema.org JSON-LD (a
 * Product with its Offer) and the Open Graph tags. Pure: the page renders them.
 */

export interface SharedPackage {
  id: number;
  title: string;
  description: string;
  price: number;
  departureDate: string;
  seatsLeft?: number | null;
  /** Root-relative URLs of the pictures, largest first. */
  images: string[];
}

/** The JSON-LD of a package page, every URL absolute on `origin`. */
export function packageJsonLd(pkg: SharedPackage, origin: string): Record<string, unknown> {
  const url = `${origin}/aranzhmani/${pkg.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: pkg.title,
    description: pkg.description,
    url,
    ...(pkg.images.length ? { image: pkg.images.map((i) => origin + i) } : {}),
    brand: { '@type': 'Brand', name: 'Bani Travel' },
    offers: {
      '@type': 'Offer',
      url,
      price: pkg.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: pkg.seatsLeft === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      availabilityEnds: pkg.departureDate,
      seller: { '@type': 'TravelAgency', name: 'Bani Travel' },
    },
  };
}
