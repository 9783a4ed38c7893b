/* GraphQL */ `
  query AgencyContact {
    agencyContact {
      phone
      phoneDigits
    }
  }
`;

export { useAgencyContactQuery } from '../../../gql/hooks';
