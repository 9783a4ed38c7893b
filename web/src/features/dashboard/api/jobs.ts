/* GraphQL */ `
  query DashboardJobs {
    jobQueue {
      tasks {
        task
        pending
        running
        failed
      }
      jobs {
        id
        task
        state
        attempts
        maxAttempts
        runAt
        lastError
        key
      }
    }
  }
`;

export { useDashboardJobsQuery } from '../../../gql/hooks';
export type { DashboardJobsQuery } from '../../../gql/graphql';
