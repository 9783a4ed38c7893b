import { describe, expect, it } from 'vitest';
import { readFlightSearch } from './flight-url';

describe('the Fluturimi URL', () => {
  it('reads the home tab\'s fields and the page\'s own, and asks nothing without a date', () => {
    const home = readFlightSearch(new URLSearchParams('fromId=1&fromEmri=Prishtina&toQytetiEmri=Antalya&DepartureDate=2027-06-10&nrPersonave=2'));
    expect(home).toMatchObject({ oneWay: false, filter: { date: '2027-06-10', flexDays: 3, travellers: 2, fromAirportId: 1, to: 'Antalya' } });
    const own = readFlightSearch(new URLSearchParams('destinacioni=AYT&DepartureDate=2027-06-10&flex=0&vajtje=1'));
    expect(own).toMatchObject({ oneWay: true, filter: { date: '2027-06-10', flexDays: 0, travellers: 1, to: 'AYT' } });
    expect(readFlightSearch(new URLSearchParams('fromId=1')).filter).toBeNull();
  });

  it('ignores values past the API\'s limits instead of asking what it refuses', () => {
    const s = readFlightSearch(new URLSearchParams('DepartureDate=2027-06-10&flex=9&nrPersonave=99&fromId=-3'));
    expect(s.filter).toEqual({ date: '2027-06-10', flexDays: 3, travellers: 1 });
    expect(readFlightSearch(new URLSearchParams('DepartureDate=10.06.2027')).filter).toBeNull();
  });
});
