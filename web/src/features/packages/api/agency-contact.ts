/* GraphQL */ `
  query AgencyContact {
    agencyContact {
      phone
      phoneDigits
      bank {
        name
        iban
        swift
        holder
      }
    }
  }
`;

export { AgencyContactDocument } from '../../../gql/graphql';
export { useAgencyContactQuery } from '../../../gql/hooks';
