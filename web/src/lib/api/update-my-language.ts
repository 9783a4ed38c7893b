/* GraphQL */ `
  mutation UpdateMyLanguage($language: String!) {
    updateMyProfile(input: { language: $language }) {
      id
      language
    }
  }
`;

export { UpdateMyLanguageDocument } from '../../gql/graphql';
export { useUpdateMyLanguageMutation } from '../../gql/hooks';
