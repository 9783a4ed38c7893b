import type { InfoTexts } from './types';

// The footer's information pages in English: the same pages and sections as sq.ts.
export const info_en: InfoTexts = {
  otherPages: 'Important information',
  updated: 'Updated on 23 November 2026.',
  travelTips: {
    title: 'Travel advice',
    description: 'What to check before you leave: documents, luggage, insurance, the airport and money.',
    lead: 'A good trip starts at home. These are the things our consultants remind every traveller of before departure.',
    sections: [
      {
        id: 'dokumentet',
        heading: 'Documents',
        paragraphs: [
          'Check that your passport is valid for at least six months after your return date: many countries require it, and airlines may not let you board without it.',
          'Visa requirements differ by country and nationality. Before you book, ask our consultants what your destination requires; children travelling without one parent also need the other parent’s notarised consent.',
        ],
      },
      {
        id: 'bagazhi',
        heading: 'Luggage',
        paragraphs: ['Every airline has its own rules on luggage weight and size. Your ticket says what is included; extra luggage costs less when ordered in advance.'],
        list: [
          'Liquids in hand luggage: up to 100 ml per bottle, in one sealed plastic bag.',
          'Medicines you take regularly: in your hand luggage, with the prescription.',
          'Documents, money and valuables: always with you, never in the suitcase.',
        ],
      },
      {
        id: 'sigurimi',
        heading: 'Travel insurance',
        paragraphs: ['We recommend travel health insurance for the whole length of your holiday. Some countries require it for a visa. We can help you choose one.'],
      },
      {
        id: 'aeroporti',
        heading: 'At the airport',
        paragraphs: ['Be at the airport at least two hours before departure (three hours for flights outside Europe). Online check-in, where the airline offers it, saves you the queue.'],
      },
      {
        id: 'ndihma',
        heading: 'When you need help',
        paragraphs: ['During your trip you can reach us at the Call Center +383 45 963 828, on WhatsApp or Viber. Keep your reservation number with you: you find it under “My bookings”.'],
      },
    ],
  },
  travelRules: {
    title: 'Travel terms',
    description: 'Booking terms of Bani Travel: confirmation, prices, payment, cancellation and documents.',
    lead: 'These terms apply to every package you book with Bani Travel, online or at our office.',
    sections: [
      {
        id: 'rezervimi',
        heading: 'Booking',
        paragraphs: [
          'An online reservation stays “Pending” until our staff confirm it. We contact you by phone or e-mail to confirm, usually on the same working day, and you can follow its status under “My bookings”.',
          'A package has a limited number of seats: a reservation holds yours until it is confirmed or cancelled.',
        ],
      },
      {
        id: 'cmimet',
        heading: 'Prices and payment',
        paragraphs: [
          'Prices are in euro and per person (“from pp”). What the price includes is listed on each destination’s page.',
          'Payment is made after confirmation, as agreed with your consultant, at our office or by bank transfer.',
        ],
      },
      {
        id: 'anulimi',
        heading: 'Cancellation',
        paragraphs: [
          'You can cancel a pending reservation yourself under “My bookings”: the seats are released to other travellers, and the cancellation cannot be undone.',
          'For a confirmed reservation please contact us. Cancellation costs depend on the hotel’s and the airline’s terms, and we tell you what they are before you decide.',
        ],
      },
      {
        id: 'ndryshimet',
        heading: 'Changes and documents',
        paragraphs: [
          'If the airline or the hotel changes a schedule or the programme, we tell you as soon as we know and offer you a solution.',
          'Every traveller is responsible for their own travel documents (passport, visa, consents). See “Travel advice”.',
        ],
      },
    ],
  },
  about: {
    title: 'About us',
    description: 'Bani Travel: a travel agency from Kosovo with more than 25 years of experience.',
    lead: 'Bani Travel is a travel agency from Kosovo. For more than 25 years we have organised holidays, weekends and business trips for families, groups and companies.',
    sections: [
      {
        id: 'cfare-bejme',
        heading: 'What we do',
        paragraphs: ['Packages with charter flights and hotels, individual travel, plane tickets, hotels all over the world and cruises. More than 200,000 tourists travel with us every year.'],
      },
      {
        id: 'si-punojme',
        heading: 'How we work',
        paragraphs: ['A consultant who speaks your language follows every booking, from the first offer until you are back home. We choose our offers ourselves and we know our hotels.'],
      },
      {
        id: 'kontakti',
        heading: 'Find us',
        paragraphs: ['Call Center: +383 45 963 828 · E-mail: info@Bani-travel.com. You can also write to us from the contact page.'],
      },
    ],
  },
  cookies: {
    title: 'Cookie policy',
    description: 'What the Bani Travel site keeps in your browser: one session cookie and one for your language.',
    lead: 'Our site keeps in your browser only what it needs to work. We use no cookies for advertising, statistics or tracking.',
    sections: [
      {
        id: 'cookies',
        heading: 'The cookies we use',
        paragraphs: ['Three cookies, all needed. “bani.sid” is set only when you log in: it keeps you logged in (reservations, favourites). It expires after 12 hours without activity or when you log out. “bani.kind” comes with it and says only whether you are a customer or staff, so that pages reach you faster; it goes when you log out. The site’s JavaScript cannot read either. “lang” is set only when you choose SQ or EN and keeps your language for a year.'],
      },
      {
        id: 'gjuha',
        heading: 'Your language',
        paragraphs: ['When you choose SQ or EN, your browser remembers the choice in the “lang” cookie (for a year), so that our server sends the next page in that language straight away. While you are logged in we also store it on your account, so that our e-mails come in that language.'],
      },
      {
        id: 'cilesimet',
        heading: 'Change cookie settings',
        paragraphs: [
          'There are no optional cookies to switch off: the site uses no cookie besides the session cookie, which is only needed to log in, and the language cookie, which is set only when you choose a language yourself.',
          'You can delete the site’s data at any time in your browser’s settings; afterwards simply log in again and choose your language.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    description: 'Which data Bani Travel keeps, why, and how you can see or delete it.',
    lead: 'We keep only the data we need to serve you; we do not sell it and do not hand it over for advertising.',
    sections: [
      {
        id: 'te-dhenat',
        heading: 'What we keep',
        paragraphs: ['It depends on what you do on the site:'],
        list: [
          'Your account: first and last name, phone number, e-mail, username and password (stored only as a hash: nobody, not even we, can read it).',
          'Your reservations and favourite packages.',
          'Messages from the contact page: name, number, e-mail and the message.',
          'The weekly offers subscription: the e-mail address and the language.',
        ],
      },
      {
        id: 'pse',
        heading: 'Why',
        paragraphs: ['To confirm and follow your reservations, to answer your messages and to send you the weekly offers you asked for. Every offer e-mail has a link to unsubscribe with one click.'],
      },
      {
        id: 'te-drejtat',
        heading: 'Your rights',
        paragraphs: [
          'You can ask at any time to see, correct or delete your data: write to info@Bani-travel.com or use the contact page.',
          'You can also do it yourself in your Profile (once logged in): download all your data as a JSON file, see and sign out the devices where you are signed in, and delete your account. Bookings the agency must keep for its accounts remain, but without your name, e-mail, phone and the travellers’ names; without such bookings, the account is deleted completely.',
        ],
      },
    ],
  },
  b2b: {
    title: 'B2B: for partner agencies',
    description: 'Bani Travel for partner agencies: our offers on reseller terms.',
    lead: 'Partner agencies sell our offers on special terms.',
    sections: [
      {
        id: 'llogaria',
        heading: 'A B2B account',
        paragraphs: ['We open the account for you after a first meeting. Write to us or call +383 45 963 828; once you have your account, log in from the Login page.'],
      },
    ],
  },
};
