/** One information page of the footer: written in the repo, one file per language (sq.ts, en.ts). */
export interface InfoSection {
  /** Also the section's anchor (#id), e.g. the cookie settings the footer links to. */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface InfoContent {
  title: string;
  /** The page's meta description. */
  description: string;
  lead: string;
  sections: InfoSection[];
}

export const infoPages = ['travelTips', 'travelRules', 'about', 'cookies', 'privacy', 'b2b'] as const;
export type InfoPageKey = (typeof infoPages)[number];

export type InfoTexts = Record<InfoPageKey, InfoContent> & { otherPages: string; updated: string };
