// One card of the home page's offers (OfferCard).
/* GraphQL */ `
  fragment OfferCard_card on Card {
    id
    name
    nameEn
    location
    locationEn
    price
    stars
    image {
      ...MediaImage_image
    }
  }
`;

/* GraphQL */ `
  query HomeContent {
    specialOffers: sliderImages(slider: HOME) {
      id
      title
      titleEn
      image {
        ...MediaImage_image
      }
    }
    istanbul: cards(kind: ISTANBUL) {
      ...OfferCard_card
    }
    hurghada: cards(kind: HURGHADA) {
      ...OfferCard_card
    }
    cappadocia: cards(kind: CAPPADOCIA) {
      ...OfferCard_card
    }
  }
`;

export { HomeContentDocument, type HomeContentQuery } from '../../../gql/graphql';
export { useHomeContentQuery } from '../../../gql/hooks';
