import { describe, expect, it } from 'vitest';
import { invalidTimes, moved, toContentInput, valuesOf } from './package-content-form';

describe('package page form', () => {
  it('round-trips the details and sends empty texts as null and one inclusion a line', () => {
    const values = valuesOf({
      hotelName: 'Rixos', place: null, placeEn: 'In the centre', descriptionSq: 'Përshkrim', descriptionEn: null, included: ['Fluturimi', 'Transferi'], notIncluded: [],
      includedEn: ['Flight'], notIncludedEn: [], airline: null, outboundDeparture: '07:45', outboundArrival: null, returnDeparture: null, returnArrival: null,
      baggage: null, baggageEn: '20 kg',
    });
    expect(values.included).toBe('Fluturimi\nTransferi');
    expect(values.includedEn).toBe('Flight');
    const input = toContentInput({ ...values, notIncluded: ' Sigurimi \n\n  ', notIncludedEn: 'Insurance\n', place: '  ' }, [3, 1]);
    expect(input).toMatchObject({
      hotelName: 'Rixos', place: null, placeEn: 'In the centre', included: ['Fluturimi', 'Transferi'], notIncluded: ['Sigurimi'], includedEn: ['Flight'],
      notIncludedEn: ['Insurance'], galleryImageIds: [3, 1], outboundDeparture: '07:45', baggageEn: '20 kg',
    });
  });

  it('refuses times that are not HH:MM and accepts empty ones', () => {
    const values = { ...valuesOf(null), outboundDeparture: '7:45', returnArrival: '23:59', outboundArrival: '' };
    expect(invalidTimes(values)).toEqual(['outboundDeparture']);
  });

  it('moves a photo within bounds', () => {
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
  });
});
