// The dashboard's home (issue 46, item 1): today's numbers and the season's charts, admin and owner only.
/* GraphQL */ `
  query DashboardOverview {
    dashboardOverview {
      today
      monthStart
      seasonStart
      lapsingWithinHours
      bookedToday {
        bookings
        travellers
        revenueCents
      }
      bookedThisMonth {
        bookings
        travellers
        revenueCents
      }
      receivedToday {
        receivedCents
        netCents
      }
      receivedThisMonth {
        receivedCents
        netCents
      }
      outstanding {
        bookings
        cents
      }
      overdue {
        bookings
        cents
      }
      optionsLapsing
      salesByMonth {
        month
        salesCents
        bookings
        lastYearMonth
        lastYearSalesCents
        lastYearBookings
      }
      byCountry {
        placeId
        name
        nameEn
        bookings
        travellers
        revenueCents
      }
      byAirport {
        placeId
        name
        nameEn
        bookings
        travellers
        revenueCents
      }
      nextDepartures {
        flightId
        label
        departsAt
        block
        sold
        onOption
        free
      }
      paymentsByWeek {
        weekStart
        receivedCents
        netCents
      }
    }
  }
`;

export { useDashboardOverviewQuery } from '../../../gql/hooks';
export type { DashboardOverviewQuery } from '../../../gql/graphql';
