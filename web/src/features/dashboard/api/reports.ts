// The reports (issue 46, item 2): sales, travellers, revenue and margin, cancellations, occupancy; A against B.
/* GraphQL */ `
  query DashboardReport($filter: ReportFilterInput) {
    businessReport(filter: $filter) {
      periodA {
        from
        to
      }
      periodB {
        from
        to
      }
      metrics {
        section
        key
        unit
        a
        b
        change
        changePercent
      }
      occupancy {
        period
        flightId
        flight
        departureDate
        capacity
        sold
        held
        free
        occupancyPercent
      }
    }
  }
`;

/* GraphQL */ `
  query DashboardReportChoices {
    reportChoices {
      countries {
        value
        name
        nameEn
      }
      airports {
        value
        name
        nameEn
      }
      packages {
        value
        name
      }
      staff {
        value
        name
      }
    }
  }
`;

export { useDashboardReportChoicesQuery, useDashboardReportQuery } from '../../../gql/hooks';
export type { DashboardReportChoicesQuery, DashboardReportQuery } from '../../../gql/graphql';
