/* GraphQL */ `
  mutation UpdateMyLanguage($language: String!) {
    updateMyProfile(input: { language: $language }) {
      id
      language
    }
  }
`;

export { useUpdateMyLanguageMutation } from '../../gql/hooks';
