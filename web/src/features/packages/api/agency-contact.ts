/* GraphQL */ `
  query AgencyContact {
    agencyContact {
      phone
      phoneDigits
    }
  }
`;

export { AgencyContactDocument } from '../../../gql/graphql';
export { useAgencyContactQuery } from '../../../gql/hooks';
