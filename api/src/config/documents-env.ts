import { z } from 'zod';

/**
 * Issue 45's settings: the agency as its documents name it (the organiser of the Law on Tourism and the
 * Package Travel Directive's information form). Kept apart from env.ts, which composes them.
 */
export const documentsEnv = {
  AGENCY_NAME: z.string().trim().min(2).default('Bani Travel SH.P.K.'),
  AGENCY_ADDRESS: z.string().trim().min(5).default('Rr. Agim Ramadani 15, 10000 Prishtinë, Kosovë'),
  AGENCY_EMAIL: z.string().trim().email().default('info@bani-travel.com'),
  // The tourism licence the Ministry issues (Law on Tourism 08/L-074); a demo value until the agency sets its own.
  AGENCY_LICENCE: z.string().trim().min(2).default('TA-0000/2026'),
};

type DocumentsEnv = z.infer<z.ZodObject<typeof documentsEnv>>;

/** The organiser as every document's header and the information form name it. */
export interface AgencyDetails { name: string; address: string; email: string; licence: string }

export interface DocumentsConfig { agency: AgencyDetails }

export function documentsConfig(e: DocumentsEnv): DocumentsConfig {
  return { agency: { name: e.AGENCY_NAME, address: e.AGENCY_ADDRESS, email: e.AGENCY_EMAIL, licence: e.AGENCY_LICENCE } };
}
