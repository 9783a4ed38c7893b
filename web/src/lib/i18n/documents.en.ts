import type { documents_sq } from './documents.sq';

// English of documents.sq.ts (same keys).
export const documents_en: typeof documents_sq = {
  terms: {
    title: 'Contract terms',
    intro: 'The general terms printed in every booking\'s contract, in Albanian and in English. Each change is published as a new version: bookings made before keep their own.',
    current: 'Version in force: {{version}} (published on {{date}} by {{by}})',
    none: 'No terms have been published yet.',
    sq: 'Terms in Albanian',
    en: 'Terms in English',
    hint: 'A line starting with "# " is a heading; a blank line starts a new paragraph. From 200 to 30000 characters.',
    publish: 'Publish the new version',
    publishing: 'Publishing…',
    ownerOnly: 'Only the owner can change the terms.',
    confirmTitle: 'Publish version {{version}}?',
    confirmText: 'New bookings will be made under these terms. Existing bookings keep the terms they were made under.',
    confirm: 'Publish',
    cancel: 'Cancel',
    published: 'Version {{version}} was published.',
    unchanged: 'The terms have not changed.',
    length: 'Write from 200 to 30000 characters.',
    error: 'Publishing failed. Please try again.',
    loadError: 'The terms could not be loaded.',
    versions: 'Published versions',
    version: 'Version',
    date: 'Published on',
    by: 'By',
    system: 'the system',
    show: 'Show the text',
  },
};
