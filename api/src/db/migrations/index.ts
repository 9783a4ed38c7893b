import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000100Accounts } from './Migration20261122000100Accounts.js';
import { Migration20261122000200Logs } from './Migration20261122000200Logs.js';
import { Migration20261122000300Catalogue } from './Migration20261122000300Catalogue.js';
import { Migration20261122000400Content } from './Migration20261122000400Content.js';
import { Migration20261122000500People } from './Migration20261122000500People.js';
import { Migration20261122000600RateLimits } from './Migration20261122000600RateLimits.js';
import { Migration20261122000700PackageImage } from './Migration20261122000700PackageImage.js';
import { Migration20261123000100LegacyImport } from './Migration20261123000100LegacyImport.js';
import { Migration20261124000100MediaStores } from './Migration20261124000100MediaStores.js';
import { Migration20261124000200SearchAtScale } from './Migration20261124000200SearchAtScale.js';
import { Migration20261124000300PublicDataChanges } from './Migration20261124000300PublicDataChanges.js';
import { Migration20261125000100LogDetail } from './Migration20261125000100LogDetail.js';
import { Migration20261125000100PackageNights } from './Migration20261125000100PackageNights.js';
import { Migration20261126000100PackageOptions } from './Migration20261126000100PackageOptions.js';
import { Migration20261126000200PackageContent } from './Migration20261126000200PackageContent.js';
import { Migration20261126000300PasswordResets } from './Migration20261126000300PasswordResets.js';
import { Migration20261127000100PackageContentEnglish } from './Migration20261127000100PackageContentEnglish.js';
import { Migration20261128010100BookingRequests } from './Migration20261128010100BookingRequests.js';
import { Migration20261128010200ResetRequests } from './Migration20261128010200ResetRequests.js';
import { Migration20261128010300TwoFactor } from './Migration20261128010300TwoFactor.js';
import { Migration20261128010400AccountErasure } from './Migration20261128010400AccountErasure.js';
import { Migration20261128020100Occupancy } from './Migration20261128020100Occupancy.js';
import { Migration20261128020200PackageBoard } from './Migration20261128020200PackageBoard.js';
import { Migration20261128020300EnglishTexts } from './Migration20261128020300EnglishTexts.js';
import { Migration20261128020400ReservationNotes } from './Migration20261128020400ReservationNotes.js';
import { Migration20261130000300BookingStates } from './Migration20261130000300BookingStates.js';
import { Migration20261129000100SearchCovering } from './Migration20261129000100SearchCovering.js';
import { Migration20261130000400Passengers } from './Migration20261130000400Passengers.js';
import { Migration20261130000500SeatOnly } from './Migration20261130000500SeatOnly.js';
import { Migration20261201000100Payments } from './Migration20261201000100Payments.js';
import { Migration20261201000300PaymentReminders } from './Migration20261201000300PaymentReminders.js';
import { Migration20261201000400PaymentReports } from './Migration20261201000400PaymentReports.js';
import { Migration20261201000700DepartureLists } from './Migration20261201000700DepartureLists.js';
import { Migration20261130000200Flights } from './Migration20261130000200Flights.js';
import { Migration20261201000200BankStatements } from './Migration20261201000200BankStatements.js';

/**
 * Registered as classes, not a glob, so node, tsx and vitest all run the same list. A schema change is
 * a new hand-written class `Migration<yyyymmddhhmmss><What>` in this folder, added at the end here.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000100Accounts', class: Migration20261122000100Accounts },
  { name: 'Migration20261122000200Logs', class: Migration20261122000200Logs },
  { name: 'Migration20261122000300Catalogue', class: Migration20261122000300Catalogue },
  { name: 'Migration20261122000400Content', class: Migration20261122000400Content },
  { name: 'Migration20261122000500People', class: Migration20261122000500People },
  { name: 'Migration20261122000600RateLimits', class: Migration20261122000600RateLimits },
  { name: 'Migration20261122000700PackageImage', class: Migration20261122000700PackageImage },
  { name: 'Migration20261123000100LegacyImport', class: Migration20261123000100LegacyImport },
  { name: 'Migration20261124000100MediaStores', class: Migration20261124000100MediaStores },
  { name: 'Migration20261124000200SearchAtScale', class: Migration20261124000200SearchAtScale },
  { name: 'Migration20261124000300PublicDataChanges', class: Migration20261124000300PublicDataChanges },
  { name: 'Migration20261125000100LogDetail', class: Migration20261125000100LogDetail },
  { name: 'Migration20261125000100PackageNights', class: Migration20261125000100PackageNights },
  { name: 'Migration20261126000100PackageOptions', class: Migration20261126000100PackageOptions },
  { name: 'Migration20261126000200PackageContent', class: Migration20261126000200PackageContent },
  { name: 'Migration20261126000300PasswordResets', class: Migration20261126000300PasswordResets },
  { name: 'Migration20261127000100PackageContentEnglish', class: Migration20261127000100PackageContentEnglish },
  { name: 'Migration20261128010100BookingRequests', class: Migration20261128010100BookingRequests },
  { name: 'Migration20261128010200ResetRequests', class: Migration20261128010200ResetRequests },
  { name: 'Migration20261128010300TwoFactor', class: Migration20261128010300TwoFactor },
  { name: 'Migration20261128010400AccountErasure', class: Migration20261128010400AccountErasure },
  { name: 'Migration20261128020100Occupancy', class: Migration20261128020100Occupancy },
  { name: 'Migration20261128020200PackageBoard', class: Migration20261128020200PackageBoard },
  { name: 'Migration20261128020300EnglishTexts', class: Migration20261128020300EnglishTexts },
  { name: 'Migration20261128020400ReservationNotes', class: Migration20261128020400ReservationNotes },
  { name: 'Migration20261129000100SearchCovering', class: Migration20261129000100SearchCovering },
  { name: 'Migration20261130000200Flights', class: Migration20261130000200Flights },
  { name: 'Migration20261130000300BookingStates', class: Migration20261130000300BookingStates },
  { name: 'Migration20261130000400Passengers', class: Migration20261130000400Passengers },
  { name: 'Migration20261130000500SeatOnly', class: Migration20261130000500SeatOnly },
  { name: 'Migration20261201000100Payments', class: Migration20261201000100Payments },
  { name: 'Migration20261201000200BankStatements', class: Migration20261201000200BankStatements },
  { name: 'Migration20261201000300PaymentReminders', class: Migration20261201000300PaymentReminders },
  { name: 'Migration20261201000400PaymentReports', class: Migration20261201000400PaymentReports },
  { name: 'Migration20261201000700DepartureLists', class: Migration20261201000700DepartureLists },
];
