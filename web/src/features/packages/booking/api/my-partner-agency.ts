/* GraphQL */ `
  query MyPartnerAgency {
    myPartnerAgency {
      id
      name
      commissionPercent
      creditLimitCents
      openBalanceCents
      availableCreditCents
    }
  }
`;

export { MyPartnerAgencyDocument, type MyPartnerAgencyQuery } from '../../../../gql/graphql';
export { useMyPartnerAgencyQuery } from '../../../../gql/hooks';
