import { graphql } from '../../gql';

export const UpdateAccountMutation = graphql(`
  mutation UpdateAccount($name: String!, $email: String!, $currentPassword: String) {
    updateAccount(name: $name, email: $email, currentPassword: $currentPassword) {
      status
      message
      messageCode
      params
    }
  }
`);

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($otp: String!) {
    confirmEmailChange(otp: $otp) {
      status
      message
      messageCode
      params
    }
  }
`);

export const HistoryQuery = graphql(`
  query DocumentHistory($after: String, $workKey: String, $search: String) {
    documents(first: 10, after: $after, workKey: $workKey, search: $search) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          status
          workKey
          fileName
          workNameNe
          workNameEn
          createdAt
          verificationCode
          docxDownloadUrl
        }
      }
    }
  }
`);

/** Takes a document's verification code out of use: its public page says not found from then on. */
export const WithdrawVerificationMutation = graphql(`
  mutation WithdrawVerification($documentId: ID!) {
    withdrawVerification(documentId: $documentId) {
      id
      verificationCode
    }
  }
`);

/** Every work, for the history's filter. */
export const HistoryWorksQuery = graphql(`
  query HistoryWorks {
    works {
      key
      nameNe
      nameEn
    }
  }
`);

/** The values a document was generated from, for "Generate again". */
export const DocumentValuesQuery = graphql(`
  query DocumentValues($id: ID!) {
    document(id: $id) {
      id
      workKey
      values
    }
  }
`);

export const ApiTokensQuery = graphql(`
  query ApiTokens($officeId: ID) {
    apiTokens(officeId: $officeId) {
      id
      name
      prefix
      scopes
      createdAt
      lastUsedAt
      expiresAt
      revokedAt
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
      revokedAt
    }
  }
`);

export const WebhooksQuery = graphql(`
  query Webhooks {
    webhookEndpoints {
      id
      url
      events
      createdAt
    }
    webhookDeliveries(first: 10) {
      id
      eventType
      status
      attempts
      lastResponseCode
      nextAttemptAt
      createdAt
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
      }
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($id: ID!) {
    redeliverWebhook(id: $id) {
      id
      status
    }
  }
`);
