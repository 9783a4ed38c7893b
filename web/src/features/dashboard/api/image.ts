// The picture of a row in the back office, for a Thumbnail (64 px, from the smallest stored variant).
/* GraphQL */ `
  fragment DashboardImage on Image {
    id
    url
    srcset
    alt
  }
`;

export type { DashboardImageFragment } from '../../../gql/graphql';
