import 'i18next';
import type { sq } from './sq';

// Typed keys: t('login.title') is checked against the Albanian resource.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof sq };
  }
}
