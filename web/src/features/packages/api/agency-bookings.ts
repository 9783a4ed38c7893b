/* GraphQL */ `
  query AgencyBookings($page: PageInput) {
    myPartnerAgency {
      id
      name
      commissionPercent
      creditLimitCents
      openBalanceCents
      availableCreditCents
    }
    agencyBookings(page: $page) {
      total
      page
      pageSize
      items {
        id
        reference
        title
        departureDate
        returnDate
        status
        userName
        customerPhone
        partnerSale {
          totalCents
          commissionCents
          netCents
          paidCents
          balanceCents
        }
      }
    }
  }
`;

export { AgencyBookingsDocument, type AgencyBookingsQuery } from '../../../gql/graphql';
export { useAgencyBookingsQuery } from '../../../gql/hooks';
