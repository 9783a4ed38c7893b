import {
  useDashboardWebhookDeliveriesQuery, useDashboardWebhooksQuery, useDeleteWebhookMutation, useRegisterWebhookMutation,
  useReplayWebhookDeliveryMutation, useRotateWebhookSecretMutation, useUpdateWebhookMutation,
} from '../../../gql/hooks';

// Issue 47, item 3: the owner's webhook endpoints and their delivery log (ADR 0043).
/* GraphQL */ `
  query DashboardWebhooks {
    myWebhooks {
      id
      url
      events
      active
      description
      createdAt
    }
  }
`;

/* GraphQL */ `
  query DashboardWebhookDeliveries($endpointId: Int!, $page: PageInput) {
    webhookDeliveries(endpointId: $endpointId, page: $page) {
      total
      page
      pageSize
      items {
        id
        uid
        eventType
        reference
        status
        attempts
        maxAttempts
        lastStatusCode
        lastError
        nextAttemptAt
        lastAttemptAt
        createdAt
      }
    }
  }
`;

/* GraphQL */ `
  mutation RegisterWebhook($input: RegisterWebhookInput!) {
    registerWebhook(input: $input) {
      secret
      endpoint {
        id
        url
      }
    }
  }
`;

/* GraphQL */ `
  mutation UpdateWebhook($input: UpdateWebhookInput!) {
    updateWebhook(input: $input) {
      id
      active
    }
  }
`;

/* GraphQL */ `
  mutation RotateWebhookSecret($id: Int!) {
    rotateWebhookSecret(id: $id) {
      secret
      endpoint {
        id
        url
      }
    }
  }
`;

/* GraphQL */ `
  mutation DeleteWebhook($id: Int!) {
    deleteWebhook(id: $id)
  }
`;

/* GraphQL */ `
  mutation ReplayWebhookDelivery($id: Int!) {
    replayWebhookDelivery(id: $id) {
      id
      status
      nextAttemptAt
    }
  }
`;

const refetch = () => ({ refetchQueries: ['DashboardWebhooks'], awaitRefetchQueries: true });
export { useDashboardWebhooksQuery, useDashboardWebhookDeliveriesQuery };
export const useRegisterWebhook = () => useRegisterWebhookMutation(refetch());
export const useUpdateWebhook = () => useUpdateWebhookMutation(refetch());
export const useRotateWebhookSecret = () => useRotateWebhookSecretMutation();
export const useDeleteWebhook = () => useDeleteWebhookMutation(refetch());
export const useReplayWebhookDelivery = () => useReplayWebhookDeliveryMutation({ refetchQueries: ['DashboardWebhookDeliveries'], awaitRefetchQueries: true });
export type { DashboardWebhooksQuery, DashboardWebhookDeliveriesQuery } from '../../../gql/graphql';
export type { WebhookEventType, WebhookDeliveryStatus } from '../../../gql/schema';
