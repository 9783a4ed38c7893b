// English texts of the destination pages (Turkey, Bulgaria, Dubai…): part of the English chunk (en.ts).
import type { destinations_sq } from './destinations.sq';

// Same keys as destinations.sq.ts (the type says so).
type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const destinations_en: Messages<typeof destinations_sq> = {
  dest: {
    included: 'Included in the price',
    excluded: 'Not included in the price',
    whatIsIncluded: 'What the price includes',
    priceButton: 'Prices',
    pricesError: 'The prices could not be loaded. Please try again later.',
    noPrices: 'Prices will be published soon.',
    endTitle: 'Ready to travel?',
    endText: 'See the departures and book online, or write to us for an offer of your own.',
    ask: 'Ask us',
    offersIn: 'All offers for {{country}}',
    allOffers: 'All packages',
  },
  turqi: {
    title: 'Turkey | Holiday Packages',
    meta: 'Holiday packages in Turkey: Antalya, Bodrum and Istanbul, with room prices and what is included.',
    lead: 'Turquoise beaches, all-inclusive hotels and cities full of history, departing from Prishtina.',
    placesTitle: 'Our destinations in Turkey',
    intro:
      'Turkey remains one of the favourite holiday destinations. On the Turkish Riviera clean beaches and full-service resorts await you, in Bodrum quiet bays and white houses above the sea, while Istanbul joins East and West in a city that never sleeps. Choose the package that suits you and we take care of everything else.',
    pricesTitle: 'Room prices',
    roomType: 'Room type',
    service: 'Board',
    price1: 'Price 1',
    price2: 'Price 2',
    included: ['Accommodation', 'Breakfast', 'Spa centre', 'Swimming pools', 'Aqua park', 'Parking', 'Wi-Fi'],
    excluded: ['Transfer', 'Extra services'],
  },
  bullgari: {
    title: 'Bansko | Bulgaria',
    meta: 'Ski holidays in Bansko, Bulgaria: Hotel Lion Bansko, ski-pass packages and prices per person.',
    intro:
      'Bansko is the best-known ski resort in Bulgaria, at the foot of the Pirin mountains. Long, well-groomed slopes, reliable snow from December to April, ski schools for beginners and an old town full of traditional taverns make it the ideal choice for families, friends and experienced skiers alike.',
    sliderLabel: 'Bansko in pictures',
    hotelTitle: 'Hotel Lion Bansko',
    hotelText:
      'Hotel Lion Bansko is only a few minutes on foot from the gondola station. This four-star hotel offers comfortable rooms, a restaurant with local and international cuisine, an indoor pool, a spa and a ski room, so that your day in the snow starts and ends without a worry.',
    infoCaption: 'The hotel package',
    serviceKind: 'Type of service',
    serviceValue: 'Accommodation + ski package',
    rows: {
      category: 'Category',
      stay: 'Accommodation',
      service: 'Board',
      destination: 'Destination',
      notIncluded: 'Not included',
    },
    info: ['4 stars', '4, 5, 6, 7 days', 'Half Board', 'Bulgaria', 'Tourist taxes'],
    periodTitle: 'Period',
    period: '1-13 December',
    periodText: 'The prices below apply to this period, per adult, with Half Board accommodation.',
    pricesCaption: 'Prices per adult',
    package: 'Package',
    days4: '4 days / 3 days of skiing',
    days5: '5 days / 4 days of skiing',
    days7: '7 days / 6 days of skiing',
    ski: {
      skiPoles: 'Ski pass, skis and poles',
      skiPolesBoots: 'Ski pass, skis, poles and ski boots',
      bigSkiPass: 'Big ski pass and skis',
    },
  },
  festat: {
    title: 'New Year Holidays',
    meta: 'Celebrate New Year in New York, Las Vegas or San Francisco with Bani Travel.',
    lead: 'Fireworks, music and cities that shine all night long.',
    intro:
      'Welcome the new year in one of the most spectacular cities in the world. Fireworks above skyscrapers, street concerts and nights that never end: we take care of the plane tickets, the hotel and the transfers, you just celebrate.',
    heading: 'The Best Destinations for Spectacular New Year Celebrations',
    newYork: 'The countdown in Times Square, the famous ball drop at midnight and fireworks over Central Park and the Hudson River.',
    lasVegas: 'The Strip closes to cars and turns into the biggest party of the night, with fireworks from the hotel rooftops and endless shows.',
    sanFrancisco: 'Fireworks over the bay and the Golden Gate Bridge, dinners with an ocean view and a bright start to the year.',
    seeOffers: 'See the offers →',
  },
  maqedoni: {
    title: "North Macedonia | Mia's Favorite Hotel, Ohrid",
    meta: "Mia's Favorite Hotel in Ohrid: lake-view rooms and in-season and off-season prices.",
    lead: 'A quiet holiday on the shore of Lake Ohrid, only a few hours from Prishtina.',
    aboutTitle: 'About the hotel',
    intro:
      "Mia's Favorite Hotel stands on the shore of Lake Ohrid, a few steps from the old town and the church of St. John at Kaneo. Bright lake-view rooms, a breakfast of local produce and family hospitality make you feel at home.",
    intro2:
      'By day enjoy the lake beaches and boat trips; in the evening the cobbled streets of Ohrid fill with music and restaurants serving fresh fish.',
    pricesTitle: 'Prices by room type',
    roomType: 'Room type',
    service: 'Board',
    inSeason: 'In season',
    offSeason: 'Off season',
  },
  greqi: {
    title: 'Visit Greece',
    meta: 'Greece with Bani Travel: Athens, Thessaloniki and Patras, with the offers for each city.',
    citiesTitle: 'The cities of Greece - A Piece of Paradise',
    athens: {
      name: 'Athens',
      text: 'Athens, the cradle of democracy and philosophy, welcomes you with the majestic Acropolis, the picturesque Plaka quarter and tavernas where evenings last late into the night. A city where every street tells a story thousands of years old.',
      button: 'Offers for Athens',
    },
    thessaloniki: {
      name: 'Thessaloniki',
      text: 'Thessaloniki is the liveliest city of northern Greece: the seafront promenade, the White Tower, colourful markets and a student night life. Ideal for a long weekend, only a few hours from Kosovo.',
      button: 'Offers for Thessaloniki',
    },
    patras: {
      name: 'Patras',
      text: 'Patras, the gateway to the Peloponnese, is known for the biggest carnival in Greece, its medieval castle and the Rio–Antirrio bridge. The quiet beaches nearby make it a wonderful choice for family holidays.',
      button: 'Offers for Patras',
    },
    discoverTitle: 'Discover Greece',
    discoverText:
      'From islands with turquoise water to mountain villages among olive groves, Greece has something for everyone. Contact us and we will help you find your perfect holiday.',
  },
  europe: {
    title: 'EUROPE CITY BREAK',
    meta: 'City breaks in Europe: France, Italy, the Netherlands, Spain, Germany and the United Kingdom.',
    intro:
      'A few days are enough to discover a European capital. Choose the country and we offer you the flight, a hotel in the city centre and tips for every walk, from the museums of Paris to the canals of Amsterdam.',
    countriesTitle: 'Choose the country',
    error: 'The countries could not be loaded. Please try again later.',
  },
  dubai: {
    title: 'Holidays in Abu Dhabi and Dubai',
    meta: 'An organised trip to Abu Dhabi and Dubai: 5 days, Bed & Breakfast.',
    metaFrom: 'An organised trip to Abu Dhabi and Dubai: 5 days, Bed & Breakfast, from {{price}}.',
    factsLabel: 'The trip at a glance',
    facts: ['Departures every Monday', '5 days', 'Bed & Breakfast', 'Tirana Airport'],
    from: 'From {{price}}',
    aboutTitle: 'The trip',
    intro:
      'Discover the two pearls of the United Arab Emirates: the majestic Sheikh Zayed Mosque in Abu Dhabi, the skyscrapers of Dubai, the golden desert and the largest shopping centres in the world.',
    intro2: 'The trip is organised from start to finish, with an Albanian-speaking guide and coach tours following the programme.',
    pricesTitle: 'Prices',
    departure: 'Departure',
    roomType: 'Room type',
    service: 'Board',
    trip: 'Trip',
    price: 'Price',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    perPerson: 'Prices are per person.',
    included: [
      'Plane ticket',
      'Transfer from the airport to the hotels and back',
      'Hotel accommodation in Abu Dhabi and Dubai',
      'Breakfast at the hotel',
      'Coach tours following the programme',
      'An Albanian-speaking guide for the whole trip',
      'Local guides on some tours',
      'One backpack only',
    ],
    excluded: [
      'Catamaran cruise in Dubai Marina with transfer €42',
      'Dinner (4-course set menu + 1 drink) overlooking the fountain show €60',
      'Burj Khalifa visit with transfer €68',
      'Dubai Frame or Miracle Garden entrance ticket with transfer €47',
      'Desert safari with dinner and transfer €60',
    ],
  },
  kosova: {
    title: 'Visit Kosova',
    meta: 'Discover Kosovo: the National Museum of Kosovo, Prizren, Rugova and Mirusha.',
    museumTitle: 'National Museum of Kosovo',
    museum: [
      'The National Museum of Kosovo stands in the heart of Prishtina, in an Austro-Hungarian building from 1889. It keeps the most precious archaeological and ethnographic heritage of the country.',
      'The star of the collection is the "Goddess on the Throne", a terracotta figurine about 6,000 years old found near Prishtina and today the symbol of the city. Next to it are Neolithic tools, Illyrian coins and Roman objects from Ulpiana.',
      'The ethnographic hall shows everyday life, traditional costumes and the crafts of Kosovo. A visit takes about an hour and combines easily with a walk through the city centre.',
    ],
    closingTitle: 'Bani Travel',
    closingText:
      'Bani Travel invites you to discover Kosovo: from the fortress of Prizren to the Rugova Gorge and the Mirusha waterfalls, we organise day trips and weekends for groups, schools and families.',
  },
};
