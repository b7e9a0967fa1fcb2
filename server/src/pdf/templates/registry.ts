// Every work's template under the work's key. The render worker finds a template here, by the key
// a stored document names; the works catalogue attaches the same function to its entry.
import { buildingPermitApplication } from './building-permit.js';
import { businessClosure, businessRegistration } from './business.js';
import { affidavit, consentDeed, powerOfAttorney } from './deeds.js';
import { landSaleDeed } from './land-sale-deed.js';
import { lostDocumentReport, policeClearanceApplication, policeComplaint } from './police.js';
import { houseRentAgreement } from './rent-agreement.js';
import type { WorkTemplate } from './types.js';
import {
  birthDateVerification,
  citizenshipRecommendation,
  marriageVerification,
  relationshipVerification,
  samePersonVerification,
  unmarriedVerification,
} from './ward-identity.js';
import { fourBoundaries, houseRoadVerification } from './ward-land.js';
import { nameTransferRecommendation } from './ward-name-transfer.js';
import { permanentResidence, temporaryResidence } from './ward-residence.js';
import { scholarshipRecommendation, weakEconomicStatus } from './ward-support.js';

const TEMPLATES: Readonly<Record<string, WorkTemplate>> = {
  'citizenship-recommendation': citizenshipRecommendation,
  'birth-date-verification': birthDateVerification,
  'relationship-verification': relationshipVerification,
  'permanent-residence': permanentResidence,
  'temporary-residence': temporaryResidence,
  'unmarried-verification': unmarriedVerification,
  'four-boundaries': fourBoundaries,
  'house-road-verification': houseRoadVerification,
  'name-transfer-recommendation': nameTransferRecommendation,
  'weak-economic-status': weakEconomicStatus,
  'scholarship-recommendation': scholarshipRecommendation,
  'same-person-verification': samePersonVerification,
  'marriage-verification': marriageVerification,
  'business-registration': businessRegistration,
  'business-closure': businessClosure,
  'building-permit-application': buildingPermitApplication,
  'consent-deed': consentDeed,
  'power-of-attorney': powerOfAttorney,
  affidavit,
  'house-rent-agreement': houseRentAgreement,
  'land-sale-deed': landSaleDeed,
  'police-complaint': policeComplaint,
  'lost-document-report': lostDocumentReport,
  'police-clearance-application': policeClearanceApplication,
};

const templateKeys = (): readonly string[] => Object.keys(TEMPLATES);

export function templateFor(key: string): WorkTemplate | undefined {
  return Object.hasOwn(TEMPLATES, key) ? TEMPLATES[key] : undefined;
}
