/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** One annotation. Coordinates are PDF points on its page (origin lower left) and must lie inside the page. Only the fields of its kind are read. */
export type AnnotationInput = {
  /** "#rrggbb"; each kind has a default. */
  color?: string | null | undefined;
  /** FREE_TEXT: size in points, 6–72 (default 12). */
  fontSize?: number | null | undefined;
  /** INK: strokes (at most 50, 5000 points in all), each a flat list x1, y1, x2, y2 …. */
  inkPaths?: Array<Array<number>> | null | undefined;
  /** What it is. */
  kind: AnnotationKind;
  /** Its page, from 1. */
  page: number;
  /** HIGHLIGHT: one box per line (at most 100); none means rect. */
  quads?: Array<BoxInput> | null | undefined;
  /** Where it is drawn. */
  rect: BoxInput;
  /** STAMP: one of myStampImages. */
  stampImageId?: string | null | undefined;
  /** INK: line width in points, 0.5–20 (default 2). */
  strokeWidth?: number | null | undefined;
  /** FREE_TEXT: the text (required, at most 1000 characters, kept as NFC); HIGHLIGHT and STAMP: a note. */
  text?: string | null | undefined;
};

/** What an annotation is; each is written as the standard PDF annotation of that name. */
export type AnnotationKind =
  /** Typed text in a box (PDF /FreeText). */
  | 'FREE_TEXT'
  /** A highlight over text (PDF /Highlight, one quad per line). */
  | 'HIGHLIGHT'
  /** A drawing (PDF /Ink). */
  | 'INK'
  /** One of your stamp images (PDF /Stamp). */
  | 'STAMP';

/** Live or test: what the documents a token generates are. */
export type ApiTokenMode =
  /** Real papers, paid from the allowance (free documents, plan or purchase). */
  | 'LIVE'
  /** Specimens for trying the API: never charged nor counted, every page marked “नमुना / SPECIMEN — not valid”. The secret starts lkp_test_. */
  | 'TEST';

/** What an API token may do; operations outside its scopes answer FORBIDDEN. */
export type ApiTokenScope =
  /** clients:read: an office token: the office’s clients. */
  | 'CLIENTS_READ'
  /** clients:write: an office token: adding and changing the office’s clients. */
  | 'CLIENTS_WRITE'
  /** documents:read: the document history and downloads. */
  | 'DOCUMENTS_READ'
  /** documents:write: generating documents. */
  | 'DOCUMENTS_WRITE'
  /** graphql:any: operations of your own as text on /graphql (otherwise only the website client operations, by id). */
  | 'GRAPHQL_ANY'
  /** members:read: an office token: the office’s members (ids, names, roles), also as a document’s generatedBy. */
  | 'MEMBERS_READ'
  /** payments:read: payment.completed webhooks. */
  | 'PAYMENTS_READ'
  /** profile:read: the profile (me). */
  | 'PROFILE_READ'
  /** profile:write: the location and document details of the profile. */
  | 'PROFILE_WRITE';

/** A box in PDF points, origin at the page’s lower left. */
export type BoxInput = {
  /** At least 1. */
  height: number;
  /** At least 1. */
  width: number;
  /** Left edge. */
  x: number;
  /** Bottom edge. */
  y: number;
};

/** A message from the Contact Us form. Every field is required. */
export type ContactMessageInput = {
  /** Where the reply goes. */
  email: string;
  /** At most 60 characters, no digits. */
  firstName: string;
  /** At most 60 characters, no digits. */
  lastName: string;
  /** Plain text, at most 2000 characters. */
  message: string;
  /** Ten digits. */
  mobile: string;
};

/** A new API token. */
export type CreateApiTokenInput = {
  /** When it stops working (at most 366 days ahead); null: it works until revoked. */
  expiresAt?: string | null | undefined;
  /** TEST for a token whose documents are specimens (never charged); LIVE when absent. */
  mode?: ApiTokenMode | null | undefined;
  /** A name to recognise it by, e.g. the partner system that holds it. */
  name: string;
  /** Make it the token of this office (its owners only: tokens.manage), for the office’s own software: scopes documents:read, documents:write, clients:read, clients:write, graphql:any. */
  officeId?: string | null | undefined;
  /** What it may do (at least one scope). */
  scopes: Array<ApiTokenScope>;
};

/** A new office: its names, its place from the location cascade, its contacts. */
export type CreateOfficeInput = {
  /** A landline with its area code (9 digits from 0, as 01-5550101) or a mobile (10 digits from 9); Devanagari digits are read as digits. */
  contactNumber: string;
  /** District id within the province. */
  districtId: number;
  /** Local level id within the district. */
  localLevelId: number;
  /** Name in English, at most 150 characters. */
  nameEn: string;
  /** Name in Nepali (Devanagari, no Latin letters), at most 150 characters. */
  nameNe: string;
  /** Province id (provinces query). */
  provinceId: number;
  /** PAN or registration number (optional). */
  registrationNumber?: string | null | undefined;
  /** Ward number within the local level. */
  ward: number;
};

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** The events to receive (at least one). */
  events: Array<WebhookEventType>;
  /** An https:// address on the public internet that accepts POSTed JSON, at most 2,048 characters (http://127.0.0.1 only where the server allows loopback). */
  url: string;
};

/** Which Bikram Sambat dates a bsDate field accepts. */
export type DateRange =
  /** Any date the calendar covers. */
  | 'any'
  /** A birth date: from 125 years back, never before the calendar’s first day (1970/01/01 BS), to today. */
  | 'birth'
  /** Up to today, never a projected year. */
  | 'past';

/** Where a delivery stands (the values are the ones the delivery log always answered). */
export type DeliveryStatus =
  /** The retries are over (or the address is not allowed): no more attempts. */
  | 'FAILED'
  /** Queued: the first attempt (or a resend) is yet to be made. */
  | 'PENDING'
  /** The last attempt failed; another is due at nextAttemptAt. */
  | 'RETRYING'
  /** Your endpoint answered 2xx. */
  | 'SUCCEEDED';

/** Where a document is in its generation. */
export type DocumentStatus =
  /** Rendering failed; failureReason says why and nothing was spent. */
  | 'FAILED'
  /** Accepted and waiting to be rendered. */
  | 'QUEUED'
  /** Rendered; downloadUrl gives the PDF. */
  | 'READY'
  /** Being rendered now. */
  | 'RENDERING';

/** What pays for a document. */
export type EntitlementKind =
  /** One of the free documents every account has. */
  | 'FREE'
  /** A document of this work bought on its own. */
  | 'PERMISSION'
  /** The active monthly plan. */
  | 'PLAN'
  /** Nothing: a specimen made with a test token, never charged nor counted, marked “नमुना / SPECIMEN — not valid”. */
  | 'SPECIMEN';

/** A work and the values of its form. */
export type GenerateDocumentInput = {
  /** The office client the paper is for (the applicant): their details fill the applicant fields left empty, and their address place decides the form’s place variant and the addressee. */
  clientId?: string | null | undefined;
  /** A key of your choosing (e.g. a UUID) that names this request: sent again with the same input within 24 hours, it returns the same document and spends nothing more; with other input it is a CONFLICT. The Idempotency-Key header does the same for POST /genpdf. */
  idempotencyKey?: string | null | undefined;
  /** Generate under this office (your role must allow generating documents): the document is the office’s, read by its members. Needs clientId. Counted against the office’s own allowance (its free documents, then its plan), whoever of its members generates it, never your own. */
  officeId?: string | null | undefined;
  /** For a two-party deed (otherParty…, agent…, grantee… fields): the office client who is the other party; their details fill those fields left empty. */
  secondClientId?: string | null | undefined;
  /** Field key → value; tables are arrays of row objects. Checked against workFields. */
  values: unknown;
  /** The work key, e.g. "birth-date-verification". */
  workKey: string;
};

/** Who to invite (an e-mail or a mobile number, not both) and as what. */
export type InviteMemberInput = {
  /** Send the invitation by e-mail to this address. */
  email?: string | null | undefined;
  /** Send the invitation by SMS to this number. */
  mobile?: string | null | undefined;
  /** The office; only its owners may invite. */
  officeId: string;
  /** The role the invited person gets on accepting. */
  role: OfficeRole;
};

/** Sign in with an e-mail or a mobile number (one of the two) and the password. */
export type LoginInput = {
  /** The account’s e-mail address; give this or mobile. */
  email?: string | null | undefined;
  /** The account’s mobile number; give this or email. */
  mobile?: string | null | undefined;
  /** The password. */
  password: string;
};

/** A client’s details; the keys are the works’ applicant field keys. */
export type OfficeClientInput = {
  /** Citizenship issue date, BS, YYYY/MM/DD. */
  citizenshipIssueDateBs?: string | null | undefined;
  /** District where the citizenship was issued: slug, id or name; kept as the slug. */
  citizenshipIssueDistrict?: string | null | undefined;
  /** Citizenship certificate number. */
  citizenshipNumber?: string | null | undefined;
  /** Date of birth, BS, YYYY/MM/DD. */
  dateOfBirthBs?: string | null | undefined;
  /** District id of the address. */
  districtId?: number | null | undefined;
  /** Father’s name in Nepali. Required. */
  fatherName: string;
  /** Full name in Nepali (Devanagari, no Latin letters). Required. */
  fullName: string;
  /** Full name in English letters. */
  fullNameEn?: string | null | undefined;
  /** male, female or other. Required. */
  gender: string;
  /** Grandfather’s name in Nepali. Required. */
  grandfatherName: string;
  /** Local level id of the address. */
  localLevelId?: number | null | undefined;
  /** Ten-digit mobile number; Devanagari digits are read as digits, stored in ASCII digits. */
  mobile?: string | null | undefined;
  /** Mother’s name in Nepali. */
  motherName?: string | null | undefined;
  /** Province id of the address (all four parts or none). */
  provinceId?: number | null | undefined;
  /** Spouse’s name in Nepali. */
  spouseName?: string | null | undefined;
  /** Tole (street or village) in Nepali. */
  tole?: string | null | undefined;
  /** Ward of the address. */
  ward?: number | null | undefined;
};

/** Which of an office’s documents to list; every condition given must hold. */
export type OfficeDocumentsFilter = {
  /** Documents for this client (either party). */
  clientId?: string | null | undefined;
  /** Generated at or after this instant. */
  from?: string | null | undefined;
  /** Documents generated by this member (a user id). */
  generatedById?: string | null | undefined;
  /** Only documents in one of these states (an empty list matches none). */
  status?: Array<DocumentStatus> | null | undefined;
  /** Generated before this instant. */
  to?: string | null | undefined;
  /** Only documents changed at or after this instant (updatedAt): pass the newest updatedAt of the last sync to read what changed since. */
  updatedSince?: string | null | undefined;
  /** Documents of this work (a work key). */
  workKey?: string | null | undefined;
};

/** A member’s role in an office. */
export type OfficeRole =
  /** Everything: members, billing, clients and documents. */
  | 'owner'
  /** Reads the office’s clients and documents; changes nothing. */
  | 'viewer'
  /** Clients and documents: reads, adds, changes and generates. */
  | 'writer';

/** Where a payment order stands. */
export type OrderStatus =
  /** The wallet cannot say yet; the server asks again. */
  | 'AMBIGUOUS'
  /** Paid and credited. */
  | 'COMPLETED'
  /** Never confirmed; the server stopped asking the wallet about it. */
  | 'EXPIRED'
  /** The wallet reports it failed or was cancelled. */
  | 'FAILED'
  /** Opened; the user is at the wallet or on the way back. */
  | 'PENDING'
  /** The wallet refunded it. */
  | 'REFUNDED';

/** What confirming a payment did. */
export type PaymentOutcome =
  /** It was credited before; nothing changed. */
  | 'ALREADY_CREDITED'
  /** The wallet reports another amount than the order’s; not credited. */
  | 'AMOUNT_MISMATCH'
  /** The wallet confirmed it and this confirmation credited it. */
  | 'CREDITED'
  /** The wallet reports it failed or was cancelled. */
  | 'FAILED'
  /** The wallet has not settled it yet; ask again later. */
  | 'PENDING'
  /** The wallet refunded it. */
  | 'REFUNDED';

/** The wallets a payment can be made with. */
export type PaymentProvider =
  /** eSewa. */
  | 'ESEWA'
  /** Khalti. */
  | 'KHALTI';

/** Why the user must pay before generating this work. */
export type PaymentReason =
  /** The free documents are used and there is no plan. */
  | 'FREE_DOCUMENTS_USED'
  /** The active plan’s documents for this month are used. */
  | 'PLAN_DOCUMENTS_USED'
  /** The free documents are used and the plan’s month has ended. */
  | 'PLAN_EXPIRED';

/** Details to change; a field left out stays as it is, an empty string clears it. Dates are BS (YYYY/MM/DD, YYYY-MM-DD; Devanagari digits too). */
export type ProfileDetailsInput = {
  /** Date the citizenship certificate was issued, BS, YYYY/MM/DD. */
  citizenshipIssueDateBs?: string | null | undefined;
  /** A district id, slug or name (English or Nepali). */
  citizenshipIssueDistrict?: string | null | undefined;
  /** Or the district by id. */
  citizenshipIssueDistrictId?: number | null | undefined;
  /** Citizenship certificate number. */
  citizenshipNumber?: string | null | undefined;
  /** Date of birth, BS, YYYY/MM/DD. */
  dateOfBirthBs?: string | null | undefined;
  /** Father's full name. */
  fatherName?: string | null | undefined;
  /** Full name in English letters. */
  fullNameEn?: string | null | undefined;
  /** Full name in Devanagari. */
  fullNameNe?: string | null | undefined;
  /** male | female | other */
  gender?: string | null | undefined;
  /** Grandfather's full name. */
  grandfatherName?: string | null | undefined;
  /** Mother's full name. */
  motherName?: string | null | undefined;
  /** Spouse's full name. */
  spouseName?: string | null | undefined;
  /** Tole (neighbourhood) or street. */
  tole?: string | null | undefined;
};

/** A new account. `name` is the first and last name joined by a space. */
export type RegisterInput = {
  /** An e-mail address; a code is sent to verify it. */
  email: string;
  /** Ten digits. */
  mobile: string;
  /** First and last name, joined by a space. */
  name: string;
  /** At least 8 characters. */
  password: string;
};

/** Set a new password with the code sent by e-mail or SMS. */
export type ResetPasswordInput = {
  /** The e-mail or mobile number the code was sent to. */
  identifier: string;
  /** The new password, at least 8 characters. */
  newPassword: string;
  /** The 6-digit reset code. */
  token: string;
};

/** Buy one document of a work, or a monthly plan. The server sets the price. */
export type StartPaymentInput = {
  /** A new id for each tap on a wallet button (a UUID). Starting again with the same id answers with the same order. */
  attemptId?: string | null | undefined;
  /** Buy the plan for this office (its owners only: billing.manage). The office’s documents are then counted against it, whoever of its members makes them. Plans only. */
  officeId?: string | null | undefined;
  /** Buy a month of this plan; give this or workKey. */
  plan?: SubscriptionPlan | null | undefined;
  /** The wallet to pay with. */
  provider: PaymentProvider;
  /** Buy one document of this work; give this or plan. */
  workKey?: string | null | undefined;
};

/** Monthly plans. */
export type SubscriptionPlan =
  /** The smallest plan. */
  | 'basic'
  /** The largest plan. */
  | 'premium'
  /** The middle plan. */
  | 'silver';

/** Where the user lives: the four must belong together. */
export type UpdateLocationInput = {
  /** The district, by id; must be in the province. */
  districtId: number;
  /** The local level, by id; must be in the district. */
  localLevelId: number;
  /** The province, by id. */
  provinceId: number;
  /** The ward number, 1..wardCount of the local level. */
  ward: number;
};

/** Where a verification code was sent. */
export type VerificationChannel =
  /** To the e-mail address. */
  | 'EMAIL'
  /** By SMS to the mobile number. */
  | 'MOBILE';

/** What a webhook delivery announces. */
export type WebhookEventType =
  /** document.created: a document was requested and is queued to render. */
  | 'DOCUMENT_CREATED'
  /** document.failed: a generation failed (what it used was given back). */
  | 'DOCUMENT_FAILED'
  /** document.ready: a generated document can be downloaded. */
  | 'DOCUMENT_READY'
  /** document.withdrawn: a document’s verification code was withdrawn (it no longer checks out). */
  | 'DOCUMENT_WITHDRAWN'
  /** office.client.created: an office added a client (office endpoints, with clients:read). */
  | 'OFFICE_CLIENT_CREATED'
  /** office.client.updated: an office changed a client’s details (office endpoints, with clients:read). */
  | 'OFFICE_CLIENT_UPDATED'
  /** office.plan.bought: an office’s first plan was paid for (office endpoints). */
  | 'OFFICE_PLAN_BOUGHT'
  /** office.plan.renewed: an office that had a plan before paid for another (office endpoints). */
  | 'OFFICE_PLAN_RENEWED'
  /** payment.completed: a payment was confirmed and credited. */
  | 'PAYMENT_COMPLETED'
  /** webhook.test: sent by sendTestWebhookEvent to one endpoint, on demand; not chosen, not in the events list. */
  | 'WEBHOOK_TEST';

/** Which office or kind of paper a work belongs to. */
export type WorkCategory =
  /** Deeds and agreements between people. */
  | 'deed'
  /** Papers for the municipality or rural municipality. */
  | 'municipality'
  /** Applications to the police. */
  | 'police'
  /** Papers a ward office issues or receives. */
  | 'ward';

/** What a work field holds and how its value is checked. */
export type WorkFieldKind =
  /** Rupees; the document spells it out in words. */
  | 'amount'
  /** A Bikram Sambat date, YYYY/MM/DD. */
  | 'bsDate'
  /** Text typed in Devanagari (romanised input is transliterated by the client). */
  | 'nepaliText'
  /** A number between min and max (whole when integer is true). */
  | 'number'
  /** One of options. */
  | 'select'
  /** Rows of columns, between minRows and maxRows. */
  | 'table'
  /** Free text in any script. */
  | 'text';

export type CurrentUserFieldsFragment = { __typename: 'User', id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { __typename: 'ProfileDetails', fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { __typename: 'User', id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { __typename: 'ProfileDetails', fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { __typename: 'ActionResult', status: boolean, message: string, messageCode: string, params: unknown } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { __typename: 'LoginResult', status: boolean, message: string, messageCode: string, params: unknown, verificationRequired: VerificationChannel | null, user: { __typename: 'User', id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { __typename: 'ProfileDetails', fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } } | null } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { __typename: 'ActionResult', status: boolean, message: string, messageCode: string, params: unknown } };

export type DistrictChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type DistrictChoicesQuery = { provinces: Array<{ __typename: 'Province', id: number, districts: Array<{ __typename: 'District', id: number, slug: string, nameNe: string, nameEn: string }> }> };

export type ProvincesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProvincesQuery = { provinces: Array<{ __typename: 'Province', id: number, nameNe: string, nameEn: string }> };

export type ProvinceDistrictsQueryVariables = Exact<{
  id: number;
}>;


export type ProvinceDistrictsQuery = { province: { __typename: 'Province', id: number, districts: Array<{ __typename: 'District', id: number, nameNe: string, nameEn: string }> } | null };

export type DistrictLocalLevelsQueryVariables = Exact<{
  id: number;
}>;


export type DistrictLocalLevelsQuery = { district: { __typename: 'District', id: number, localLevels: Array<{ __typename: 'LocalLevel', id: number, nameNe: string, nameEn: string, typeLabelNe: string, wardCount: number }> } | null };

export type UpdateLocationMutationVariables = Exact<{
  input: UpdateLocationInput;
}>;


export type UpdateLocationMutation = { updateLocation: { __typename: 'User', id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { __typename: 'ProfileDetails', fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } } };

export type WorkEntitlementFieldsFragment = { __typename: 'WorkEntitlement', canGenerate: boolean, paidBy: EntitlementKind | null, reason: PaymentReason | null, price: number, documentCount: number, freeDocumentsLeft: number, freeDocuments: number, planDocumentsLeft: number | null, planDocuments: number | null, paymentProviders: Array<PaymentProvider>, plans: Array<{ __typename: 'Plan', plan: SubscriptionPlan, nameEn: string, price: number, documents: number }> };

export type ResendOtpMutationVariables = Exact<{
  email?: string | null | undefined;
  mobile?: string | null | undefined;
}>;


export type ResendOtpMutation = { resendOtp: { __typename: 'ActionResult', status: boolean, message: string, messageCode: string, params: unknown } };

export type GeneratedDocumentFieldsFragment = { __typename: 'GeneratedDocument', id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null, docxDownloadUrl: string | null, fileName: string };

export type DocumentByIdQueryVariables = Exact<{
  id: string;
}>;


export type DocumentByIdQuery = { document: { __typename: 'GeneratedDocument', id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null, docxDownloadUrl: string | null, fileName: string } };

export type LatestPdfQueryVariables = Exact<{
  id: string;
}>;


export type LatestPdfQuery = { document: { __typename: 'GeneratedDocument', id: string, fileName: string, downloadUrl: string | null, versions: Array<{ __typename: 'DocumentVersionType', id: string, number: number, downloadUrl: string }> } };

export type PrintDocumentQueryVariables = Exact<{
  id: string;
}>;


export type PrintDocumentQuery = { document: { __typename: 'GeneratedDocument', place: string | null, id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null, docxDownloadUrl: string | null, fileName: string } };

export type ClientChoiceFieldsFragment = { __typename: 'OfficeClient', id: string, fullName: string, fullNameEn: string | null, gender: string, dateOfBirthBs: string | null, fatherName: string, motherName: string | null, grandfatherName: string, spouseName: string | null, tole: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, mobile: string | null, provinceSlug: string | null, districtSlug: string | null, localLevelId: number | null, addressNe: string | null };

export type ClientChoicesQueryVariables = Exact<{
  officeId: string;
  search?: string | null | undefined;
}>;


export type ClientChoicesQuery = { officeClients: { __typename: 'OfficeClientConnection', edges: Array<{ __typename: 'OfficeClientEdge', node: { __typename: 'OfficeClient', id: string, fullName: string, fullNameEn: string | null, gender: string, dateOfBirthBs: string | null, fatherName: string, motherName: string | null, grandfatherName: string, spouseName: string | null, tole: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, mobile: string | null, provinceSlug: string | null, districtSlug: string | null, localLevelId: number | null, addressNe: string | null } }> } };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { plans: Array<{ __typename: 'Plan', plan: SubscriptionPlan, nameEn: string, price: number, documents: number }> };

export type PaymentPageQueryVariables = Exact<{
  workKey?: string | null | undefined;
  plan?: SubscriptionPlan | null | undefined;
}>;


export type PaymentPageQuery = { paymentQuote: { __typename: 'PaymentQuote', workKey: string | null, plan: SubscriptionPlan | null, nameEn: string, nameNe: string, amount: number }, paymentSettings: { __typename: 'PaymentSettings', testPayments: boolean, providers: Array<{ __typename: 'PaymentProviderStatus', provider: PaymentProvider, configured: boolean }> } };

export type StartPaymentMutationVariables = Exact<{
  input: StartPaymentInput;
}>;


export type StartPaymentMutation = { startPayment: { __typename: 'PaymentStartResult', orderId: string, provider: PaymentProvider, amount: number, repeated: boolean, formUrl: string | null, paymentUrl: string | null, fields: Array<{ __typename: 'FormField', name: string, value: string }> | null } };

export type ConfirmPaymentMutationVariables = Exact<{
  provider: PaymentProvider;
  proof: string;
}>;


export type ConfirmPaymentMutation = { confirmPayment: { __typename: 'PaymentConfirmation', outcome: PaymentOutcome, status: boolean, message: string, messageCode: string, params: unknown, order: { __typename: 'PaymentOrder', id: string, workKey: string | null, plan: SubscriptionPlan | null, amount: number, status: OrderStatus } } };

export type PurchaseNameQueryVariables = Exact<{
  workKey?: string | null | undefined;
  plan?: SubscriptionPlan | null | undefined;
}>;


export type PurchaseNameQuery = { paymentQuote: { __typename: 'PaymentQuote', workKey: string | null, plan: SubscriptionPlan | null, nameEn: string, nameNe: string, amount: number } };

export type OfficeClientsQueryVariables = Exact<{
  officeId: string;
  search?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type OfficeClientsQuery = { officeClients: { __typename: 'OfficeClientConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'OfficeClientEdge', node: { __typename: 'OfficeClient', id: string, fullName: string, fullNameEn: string | null, fatherName: string, citizenshipNumber: string | null, possibleDuplicates: Array<{ __typename: 'OfficeClient', id: string }> } }> } };

export type CreateOfficeClientMutationVariables = Exact<{
  officeId: string;
  input: OfficeClientInput;
}>;


export type CreateOfficeClientMutation = { createOfficeClient: { __typename: 'OfficeClient', id: string, fullName: string } };

export type AllWorksQueryVariables = Exact<{ [key: string]: never; }>;


export type AllWorksQuery = { works: Array<{ __typename: 'Work', key: string, nameNe: string, nameEn: string, serviceAreaId: number }>, serviceAreas: Array<{ __typename: 'ServiceArea', id: number, route: string }> };

export type MyOfficesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOfficesQuery = { myOffices: Array<{ __typename: 'OfficeMembership', role: OfficeRole, office: { __typename: 'Office', id: string, nameNe: string, nameEn: string } }> };

export type ServiceAreasQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceAreasQuery = { serviceAreas: Array<{ __typename: 'ServiceArea', id: number, nameEn: string, nameNe: string, imageUrl: string, route: string, comingSoon: boolean }> };

export type RecentWorksQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentWorksQuery = { documents: { __typename: 'DocumentConnection', edges: Array<{ __typename: 'DocumentEdge', node: { __typename: 'GeneratedDocument', id: string, workKey: string, workNameNe: string, workNameEn: string, serviceAreaId: number } }> } };

export type AllowanceQueryVariables = Exact<{
  officeId?: string | null | undefined;
}>;


export type AllowanceQuery = { allowance: { __typename: 'Allowance', freeDocuments: number, freeDocumentsLeft: number, plan: SubscriptionPlan | null, planDocuments: number | null, planDocumentsLeft: number | null } | null };

export type RequestPasswordResetMutationVariables = Exact<{
  email?: string | null | undefined;
  mobile?: string | null | undefined;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { __typename: 'ActionResult', status: boolean, message: string, messageCode: string, params: unknown } };

export type WorkCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkCatalogueQuery = { works: Array<{ __typename: 'Work', key: string, nameNe: string, nameEn: string, category: WorkCategory, generatedCount: number }> };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { __typename: 'ActionResult', status: boolean, message: string, messageCode: string, params: unknown } };

export type WorksOfAreaQueryVariables = Exact<{
  serviceAreaId: number;
}>;


export type WorksOfAreaQuery = { works: Array<{ __typename: 'Work', key: string, nameNe: string, nameEn: string, price: number }> };

export type WorkFieldPartsFragment = { __typename: 'WorkField', key: string, type: WorkFieldKind, labelNe: string, labelEn: string, required: boolean, placeholder: string, maxLength: number | null, multiline: boolean | null, min: number | null, max: number | null, integer: boolean | null, pattern: string | null, patternMessage: string | null, dateRange: DateRange | null, minRows: number | null, maxRows: number | null, profileKey: string | null, step: string | null, options: Array<{ __typename: 'SelectOption', value: string, labelNe: string, labelEn: string }> | null };

export type WorkFieldsQueryVariables = Exact<{
  workKey: string;
  provinceSlug: string;
  districtSlug: string;
  localLevel?: string | null | undefined;
}>;


export type WorkFieldsQuery = { workFields: Array<{ __typename: 'WorkField', key: string, type: WorkFieldKind, labelNe: string, labelEn: string, required: boolean, placeholder: string, maxLength: number | null, multiline: boolean | null, min: number | null, max: number | null, integer: boolean | null, pattern: string | null, patternMessage: string | null, dateRange: DateRange | null, minRows: number | null, maxRows: number | null, profileKey: string | null, step: string | null, columns: Array<{ __typename: 'WorkField', key: string, type: WorkFieldKind, labelNe: string, labelEn: string, required: boolean, placeholder: string, maxLength: number | null, multiline: boolean | null, min: number | null, max: number | null, integer: boolean | null, pattern: string | null, patternMessage: string | null, dateRange: DateRange | null, minRows: number | null, maxRows: number | null, profileKey: string | null, step: string | null, options: Array<{ __typename: 'SelectOption', value: string, labelNe: string, labelEn: string }> | null }> | null, options: Array<{ __typename: 'SelectOption', value: string, labelNe: string, labelEn: string }> | null }>, work: { __typename: 'Work', key: string, steps: Array<{ __typename: 'WorkStep', key: string, labelNe: string, labelEn: string }> } | null };

export type GenerateDocumentMutationVariables = Exact<{
  input: GenerateDocumentInput;
}>;


export type GenerateDocumentMutation = { generateDocument: { __typename: 'GeneratedDocument', id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null, docxDownloadUrl: string | null, fileName: string } };

export type DocumentUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DocumentUpdatedSubscription = { documentUpdated: { __typename: 'GeneratedDocument', id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null, docxDownloadUrl: string | null, fileName: string } };

export type SaveProfileDetailsMutationVariables = Exact<{
  input: ProfileDetailsInput;
}>;


export type SaveProfileDetailsMutation = { updateProfileDetails: { __typename: 'User', id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { __typename: 'ProfileDetails', fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } } };

export type WorkEntitlementQueryVariables = Exact<{
  workKey: string;
  officeId?: string | null | undefined;
}>;


export type WorkEntitlementQuery = { work: { __typename: 'Work', key: string, entitlement: { __typename: 'WorkEntitlement', canGenerate: boolean, paidBy: EntitlementKind | null, reason: PaymentReason | null, price: number, documentCount: number, freeDocumentsLeft: number, freeDocuments: number, planDocumentsLeft: number | null, planDocuments: number | null, paymentProviders: Array<PaymentProvider>, plans: Array<{ __typename: 'Plan', plan: SubscriptionPlan, nameEn: string, price: number, documents: number }> } | null } | null };

export type OfficeDocumentsQueryVariables = Exact<{
  officeId: string;
  filter?: OfficeDocumentsFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type OfficeDocumentsQuery = { officeDocuments: { __typename: 'DocumentConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'DocumentEdge', node: { __typename: 'GeneratedDocument', id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, generatedBy: string, client: { __typename: 'OfficeClient', id: string, fullName: string } | null, secondClient: { __typename: 'OfficeClient', id: string, fullName: string } | null } }> } };

export type OfficeMembersQueryVariables = Exact<{
  officeId: string;
}>;


export type OfficeMembersQuery = { office: { __typename: 'Office', id: string, members: Array<{ __typename: 'OfficeMembership', id: string, userId: string, name: string }> } };

export type AcceptInvitationMutationVariables = Exact<{
  token: string;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { __typename: 'OfficeMembership', role: OfficeRole, office: { __typename: 'Office', id: string, nameNe: string, nameEn: string } } };

export type OfficeTeamQueryVariables = Exact<{
  id: string;
}>;


export type OfficeTeamQuery = { office: { __typename: 'Office', id: string, nameNe: string, nameEn: string, myRole: OfficeRole, members: Array<{ __typename: 'OfficeMembership', id: string, userId: string, name: string, role: OfficeRole }> } };

export type CreateOfficeMutationVariables = Exact<{
  input: CreateOfficeInput;
}>;


export type CreateOfficeMutation = { createOffice: { __typename: 'OfficeMembership', role: OfficeRole, office: { __typename: 'Office', id: string, nameNe: string, nameEn: string } } };

export type InviteMemberMutationVariables = Exact<{
  input: InviteMemberInput;
}>;


export type InviteMemberMutation = { inviteMember: { __typename: 'OfficeInvitation', id: string, email: string | null, role: OfficeRole } };

export type OfficeUsageQueryVariables = Exact<{
  officeId: string;
  month: string;
}>;


export type OfficeUsageQuery = { officeUsage: { __typename: 'OfficeUsage', month: string, documents: number, freeDocumentsLeft: number, plan: SubscriptionPlan | null, planExpiresAt: string | null, planDocuments: number | null, planDocumentsLeft: number | null, byMember: Array<{ __typename: 'MemberUsage', userId: string, name: string, documents: number }>, byWork: Array<{ __typename: 'WorkUsage', workKey: string, nameNe: string, nameEn: string, documents: number }>, payments: Array<{ __typename: 'OfficePayment', id: string, plan: SubscriptionPlan | null, amount: number, status: OrderStatus, paidBy: string, createdAt: string }> } };

export type VerifyEmailOtpMutationVariables = Exact<{
  email: string;
  otp: string;
}>;


export type VerifyEmailOtpMutation = { verifyEmail: { __typename: 'LoginResult', status: boolean, message: string, messageCode: string, params: unknown, user: { __typename: 'User', id: string } | null } };

export type VerifyMobileOtpMutationVariables = Exact<{
  mobile: string;
  otp: string;
}>;


export type VerifyMobileOtpMutation = { verifyMobile: { __typename: 'LoginResult', status: boolean, message: string, messageCode: string, params: unknown, user: { __typename: 'User', id: string } | null } };

export type AnnotationVersionFieldsFragment = { __typename: 'DocumentVersionType', id: string, number: number, createdAt: string, downloadUrl: string, annotations: Array<unknown> };

export type DocumentVersionsQueryVariables = Exact<{
  id: string;
}>;


export type DocumentVersionsQuery = { document: { __typename: 'GeneratedDocument', id: string, versions: Array<{ __typename: 'DocumentVersionType', id: string, number: number, createdAt: string, downloadUrl: string, annotations: Array<unknown> }> } };

export type SaveDocumentAnnotationsMutationVariables = Exact<{
  documentId: string;
  annotations: Array<AnnotationInput> | AnnotationInput;
}>;


export type SaveDocumentAnnotationsMutation = { saveDocumentAnnotations: { __typename: 'DocumentVersionType', id: string, number: number, createdAt: string, downloadUrl: string, annotations: Array<unknown> } };

export type MyStampImagesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStampImagesQuery = { myStampImages: Array<{ __typename: 'StampImageType', id: string, width: number, height: number, imageUrl: string }> };

export type UploadStampImageMutationVariables = Exact<{
  imageBase64: string;
}>;


export type UploadStampImageMutation = { uploadStampImage: { __typename: 'StampImageType', id: string, width: number, height: number, imageUrl: string } };

export type UpdateAccountMutationVariables = Exact<{
  name: string;
  email: string;
  currentPassword?: string | null | undefined;
}>;


export type UpdateAccountMutation = { updateAccount: { __typename: 'ActionResult', status: boolean, message: string, messageCode: string, params: unknown } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  otp: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { __typename: 'ActionResult', status: boolean, message: string, messageCode: string, params: unknown } };

export type DocumentHistoryQueryVariables = Exact<{
  after?: string | null | undefined;
  workKey?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type DocumentHistoryQuery = { documents: { __typename: 'DocumentConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'DocumentEdge', node: { __typename: 'GeneratedDocument', id: string, status: DocumentStatus, workKey: string, fileName: string, workNameNe: string, workNameEn: string, createdAt: string, verificationCode: string | null, docxDownloadUrl: string | null } }> } };

export type WithdrawVerificationMutationVariables = Exact<{
  documentId: string;
}>;


export type WithdrawVerificationMutation = { withdrawVerification: { __typename: 'GeneratedDocument', id: string, verificationCode: string | null } };

export type HistoryWorksQueryVariables = Exact<{ [key: string]: never; }>;


export type HistoryWorksQuery = { works: Array<{ __typename: 'Work', key: string, nameNe: string, nameEn: string }> };

export type DocumentValuesQueryVariables = Exact<{
  id: string;
}>;


export type DocumentValuesQuery = { document: { __typename: 'GeneratedDocument', id: string, workKey: string, values: unknown } };

export type ApiTokensQueryVariables = Exact<{
  officeId?: string | null | undefined;
}>;


export type ApiTokensQuery = { apiTokens: Array<{ __typename: 'ApiToken', id: string, name: string, prefix: string, mode: ApiTokenMode, scopes: Array<ApiTokenScope>, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { __typename: 'CreatedApiToken', secret: string, token: { __typename: 'ApiToken', id: string } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { __typename: 'ApiToken', id: string, revokedAt: string | null } };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhookEndpoints: Array<{ __typename: 'WebhookEndpoint', id: string, url: string, events: Array<WebhookEventType>, createdAt: string }>, webhookDeliveries: Array<{ __typename: 'WebhookDelivery', id: string, eventType: WebhookEventType, status: DeliveryStatus, attempts: number, lastResponseCode: number | null, nextAttemptAt: string | null, createdAt: string }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { __typename: 'CreatedWebhookEndpoint', secret: string, endpoint: { __typename: 'WebhookEndpoint', id: string } } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type RedeliverWebhookMutationVariables = Exact<{
  id: string;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: { __typename: 'WebhookDelivery', id: string, status: DeliveryStatus } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { __typename: 'ActionResult', status: boolean, message: string, messageCode: string, params: unknown } };

export type ServicesCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type ServicesCatalogueQuery = { serviceAreas: Array<{ __typename: 'ServiceArea', id: number, nameEn: string, nameNe: string, route: string, comingSoon: boolean }>, works: Array<{ __typename: 'Work', key: string, nameNe: string, nameEn: string, category: WorkCategory, serviceAreaId: number, price: number }> };

export type VerifyEmailMutationVariables = Exact<{
  email: string;
  otp: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { __typename: 'LoginResult', status: boolean, message: string, messageCode: string, params: unknown, user: { __typename: 'User', id: string } | null } };

export type DocumentVerificationQueryVariables = Exact<{
  code: string;
}>;


export type DocumentVerificationQuery = { documentVerification: { __typename: 'DocumentVerification', code: string, workKey: string, workNameNe: string, workNameEn: string, issuedOnBs: string, maskedName: string, pdfSha256: string, specimen: boolean } | null };

export type WorkPageQueryVariables = Exact<{
  key: string;
}>;


export type WorkPageQuery = { work: { __typename: 'Work', key: string, nameNe: string, nameEn: string, category: WorkCategory, serviceAreaId: number, descriptionNe: string, descriptionEn: string | null, signerNe: string, signerEn: string, officeNe: string, officeEn: string, price: number, steps: Array<{ __typename: 'WorkStep', key: string, labelNe: string, labelEn: string }>, fields: Array<{ __typename: 'WorkField', key: string, labelNe: string, labelEn: string, required: boolean, step: string | null }> } | null, serviceAreas: Array<{ __typename: 'ServiceArea', id: number, route: string }> };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { __typename: 'SiteSettings', tutorialVideoUrl: string | null, mapEmbedUrl: string | null, contactAddress: string | null } };

export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const WorkEntitlementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkEntitlementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkEntitlement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canGenerate"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"freeDocumentsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"freeDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"planDocumentsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"planDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProviders"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<WorkEntitlementFieldsFragment, unknown>;
export const GeneratedDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"docxDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<GeneratedDocumentFieldsFragment, unknown>;
export const ClientChoiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientChoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"addressNe"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientChoiceFieldsFragment, unknown>;
export const WorkFieldPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"multiline"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"integer"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternMessage"}},{"kind":"Field","name":{"kind":"Name","value":"dateRange"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minRows"}},{"kind":"Field","name":{"kind":"Name","value":"maxRows"}},{"kind":"Field","name":{"kind":"Name","value":"profileKey"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<WorkFieldPartsFragment, unknown>;
export const AnnotationVersionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnotationVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentVersionType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"annotations"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AnnotationVersionFieldsFragment, unknown>;
export const MeDocument = {"__meta__":{"hash":"d9d25218fe01e52443b93fed76fa041369e43e26a4ba4136581e0b6333fadf23"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LogoutDocument = {"__meta__":{"hash":"a9d116825c2a3cfbd37a37025492307bce099e655bbcfd494aa868b4cddf3f01"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const LoginDocument = {"__meta__":{"hash":"9d7ee91c139d958de444b782c63940acbfb65bd961cce2e46837e92c6da7fe9f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"verificationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"__meta__":{"hash":"8b875df3f2932937b1b2180d6822659b154ff62f31924f50c46ab2ce295c8acb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const DistrictChoicesDocument = {"__meta__":{"hash":"1aebd06acb2bdede142a89db53e17ede5e17e37f5f73eb51d9b4b01c82b7cd9d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistrictChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DistrictChoicesQuery, DistrictChoicesQueryVariables>;
export const ProvincesDocument = {"__meta__":{"hash":"b68676ae34ef1cd228bfa352eed4ec7e43b3965544bb9f21bab59fca7b9e5217"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ProvincesQuery, ProvincesQueryVariables>;
export const ProvinceDistrictsDocument = {"__meta__":{"hash":"291c7d218edee71013069075d5160634f1dd16e3b0a5be39738c112e06443fdb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProvinceDistricts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ProvinceDistrictsQuery, ProvinceDistrictsQueryVariables>;
export const DistrictLocalLevelsDocument = {"__meta__":{"hash":"5aa6bdb6e90cdda920d1a2bb5e27c18ec9b9eb599ea0d3534350b19b22113ddd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistrictLocalLevels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"district"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabelNe"}},{"kind":"Field","name":{"kind":"Name","value":"wardCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DistrictLocalLevelsQuery, DistrictLocalLevelsQueryVariables>;
export const UpdateLocationDocument = {"__meta__":{"hash":"f10da5c77a34ea2aea83cda052d46306e037f03a571b2ea72873e083c64fb569"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateLocationMutation, UpdateLocationMutationVariables>;
export const ResendOtpDocument = {"__meta__":{"hash":"caa9a59bcda07f983dd2262e206b7e7a154cec98674a6ebff538a10951f1fd98"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ResendOtpMutation, ResendOtpMutationVariables>;
export const DocumentByIdDocument = {"__meta__":{"hash":"a8b1bd2a88154740acaea812b754d730ba65b4a22fe6ef7b448215b6293c91c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedDocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"docxDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<DocumentByIdQuery, DocumentByIdQueryVariables>;
export const LatestPdfDocument = {"__meta__":{"hash":"4c1db5a2e9f902294d7e3dbdc2eb8a013dcc7b3fd61a89e285a34082af5bdfcf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<LatestPdfQuery, LatestPdfQueryVariables>;
export const PrintDocumentDocument = {"__meta__":{"hash":"7e34af31f6201787f4da2943dea1f76d81b9757f700941b907b056dbdb059208"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedDocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"docxDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PrintDocumentQuery, PrintDocumentQueryVariables>;
export const ClientChoicesDocument = {"__meta__":{"hash":"e5901d92d5a4ccca75479221f14935fd848fc2c29f3d0e54dc150866bc41cd4d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"officeClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"officeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientChoiceFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientChoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"addressNe"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientChoicesQuery, ClientChoicesQueryVariables>;
export const PlansDocument = {"__meta__":{"hash":"ae8cf90537d9e1603ec7d43b31b8f64639f6216c50fa5e2e1e316b38252a1a8c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PlansQuery, PlansQueryVariables>;
export const PaymentPageDocument = {"__meta__":{"hash":"196422ce6bca38d4a7e87d64f7afc421337741701a351476a72a5d6aec0b091a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testPayments"}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PaymentPageQuery, PaymentPageQueryVariables>;
export const StartPaymentDocument = {"__meta__":{"hash":"9158c4690ffc910c8561b88af50406e2a8129f7b8667fa11e01e443b09c5f1a3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"repeated"}},{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<StartPaymentMutation, StartPaymentMutationVariables>;
export const ConfirmPaymentDocument = {"__meta__":{"hash":"a007ed0506fefba7841eb81ebca4d3039e2c7aa8b5adf8639f5f79ab763ffbf5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentProvider"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proof"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}},{"kind":"Argument","name":{"kind":"Name","value":"proof"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proof"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ConfirmPaymentMutation, ConfirmPaymentMutationVariables>;
export const PurchaseNameDocument = {"__meta__":{"hash":"ac9e6a962f9f50ae341243210d6db4b6b4faac34823884fb5fa21b291ea159bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PurchaseNameQuery, PurchaseNameQueryVariables>;
export const OfficeClientsDocument = {"__meta__":{"hash":"292fea17db1a78f10ba95199b0e5da6a273ccd2b0bf59b7d36b21c3e16f763c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"officeClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"officeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfficeClientsQuery, OfficeClientsQueryVariables>;
export const CreateOfficeClientDocument = {"__meta__":{"hash":"e07ffec87aaf69b9b9cbfafe0fd5b09965e36e17f0c5b0251d4da1ce998963e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOfficeClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOfficeClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"officeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreateOfficeClientMutation, CreateOfficeClientMutationVariables>;
export const AllWorksDocument = {"__meta__":{"hash":"e304ce25977bdc891955e5626ea6f647a11922348aba6b56b7440382e1772d50"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllWorks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"works"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"serviceAreaId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AllWorksQuery, AllWorksQueryVariables>;
export const MyOfficesDocument = {"__meta__":{"hash":"1ab7aba8b9fc6f71b92681dbe8069f4678e02fbee4d713b0e16029d769b7c0c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOffices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOffices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<MyOfficesQuery, MyOfficesQueryVariables>;
export const ServiceAreasDocument = {"__meta__":{"hash":"b80e937c8eb950114066ff097769bd966eb6c14961e96f7a661457d5b3200e2b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ServiceAreasQuery, ServiceAreasQueryVariables>;
export const RecentWorksDocument = {"__meta__":{"hash":"ff4e68210a0c0433331329166a0ea4725f1776134afbc2500184968654eb7d66"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentWorks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"serviceAreaId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RecentWorksQuery, RecentWorksQueryVariables>;
export const AllowanceDocument = {"__meta__":{"hash":"d4fd73e6cad931fef7c7e89ed277618680592dade6d1929618a145d262976f35"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Allowance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"officeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"freeDocumentsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"planDocumentsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AllowanceQuery, AllowanceQueryVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"d53193c40346f9f13f274c652e0d84f96694fa3cf71207edd3aa3f9c2ec7c88a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const WorkCatalogueDocument = {"__meta__":{"hash":"914f5db6de99a8ee5ab4a62189a20664257db5b92d133273f81e31f4368d91b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"works"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"generatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<WorkCatalogueQuery, WorkCatalogueQueryVariables>;
export const SendContactMessageDocument = {"__meta__":{"hash":"2ff6a6fdbbddf109352ba04b3fabb819bbf81b1fa2506b8538aaea6077edde79"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const WorksOfAreaDocument = {"__meta__":{"hash":"b8f319a9adcb3fcca013d043a92a43f418e8555caaee43b1d30f01716b126b58"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorksOfArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceAreaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"works"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceAreaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceAreaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<WorksOfAreaQuery, WorksOfAreaQueryVariables>;
export const WorkFieldsDocument = {"__meta__":{"hash":"05bff22df039b71bf281591aa5bcb7b72c83eab166a6ce387365ff1319ed9264"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provinceSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"districtSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localLevel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"provinceSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provinceSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"districtSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"districtSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"localLevel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localLevel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkFieldParts"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkFieldParts"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"work"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"multiline"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"integer"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternMessage"}},{"kind":"Field","name":{"kind":"Name","value":"dateRange"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minRows"}},{"kind":"Field","name":{"kind":"Name","value":"maxRows"}},{"kind":"Field","name":{"kind":"Name","value":"profileKey"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<WorkFieldsQuery, WorkFieldsQueryVariables>;
export const GenerateDocumentDocument = {"__meta__":{"hash":"354127e3e254e0c9dbe1ad4db5998ba19befbe665ee4e044b5c183143e713e6a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedDocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"docxDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<GenerateDocumentMutation, GenerateDocumentMutationVariables>;
export const DocumentUpdatedDocument = {"__meta__":{"hash":"0ac84caf92b00bb9d2ab200f659f25938f1b8402aace8c5a958e987eb06784a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DocumentUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedDocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"docxDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<DocumentUpdatedSubscription, DocumentUpdatedSubscriptionVariables>;
export const SaveProfileDetailsDocument = {"__meta__":{"hash":"d3532e4de71efd69c987f65ec875b0d3d0954337cb032c9c951eb87a76c93e32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProfileDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfileDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SaveProfileDetailsMutation, SaveProfileDetailsMutationVariables>;
export const WorkEntitlementDocument = {"__meta__":{"hash":"0353f0d95b0c28bce635675b8ce30e1c3ca2857a3d36b9425c0f458704e0e931"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkEntitlement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"work"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"entitlement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"officeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkEntitlementFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkEntitlementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkEntitlement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canGenerate"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"freeDocumentsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"freeDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"planDocumentsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"planDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProviders"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<WorkEntitlementQuery, WorkEntitlementQueryVariables>;
export const OfficeDocumentsDocument = {"__meta__":{"hash":"6cad6eb24079b4bf0880dbaebadbcce3d804d78f3a94a8d4edca416f24a6389f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeDocumentsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"officeDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"officeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"generatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfficeDocumentsQuery, OfficeDocumentsQueryVariables>;
export const OfficeMembersDocument = {"__meta__":{"hash":"60ac7cece4fcc0935d12411b7c3ea05df34287c36b629d54d6e5ad85d1c55cf0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfficeMembersQuery, OfficeMembersQueryVariables>;
export const AcceptInvitationDocument = {"__meta__":{"hash":"9a1e0ec0b0768b00794fb51b702890936124eb4110c20fc37c0388dceb4a98b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const OfficeTeamDocument = {"__meta__":{"hash":"147d33b11f80516fb52df2d7d0aef8cb1e5566a4e0eb320a84f843fa0f5bef91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfficeTeamQuery, OfficeTeamQueryVariables>;
export const CreateOfficeDocument = {"__meta__":{"hash":"a9238aa0f77181ed489ab42cc71d3507403b57fb7f2272e1a729445da50045aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOffice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOfficeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOffice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreateOfficeMutation, CreateOfficeMutationVariables>;
export const InviteMemberDocument = {"__meta__":{"hash":"a25357d48b5d266b8534de011479336ff654a4ac7ffb7ce3b5e0bc8cb060446f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<InviteMemberMutation, InviteMemberMutationVariables>;
export const OfficeUsageDocument = {"__meta__":{"hash":"ce791f69fdcb34afb22b44532f3cc05d64fd32e2b667860d124225bb4277fdd2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeUsage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"officeUsage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"officeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}},{"kind":"Field","name":{"kind":"Name","value":"freeDocumentsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"planDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"planDocumentsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"byMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfficeUsageQuery, OfficeUsageQueryVariables>;
export const VerifyEmailOtpDocument = {"__meta__":{"hash":"60d82f6f7a4e6b17c0831ba7b5805c78f200b4b1cc58330e38b2ac60e8fad213"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmailOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailOtpMutation, VerifyEmailOtpMutationVariables>;
export const VerifyMobileOtpDocument = {"__meta__":{"hash":"407e1880475016bf35cd6064b8e22638cb79e0d99ce90380f6ba40eccb172821"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyMobileOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyMobile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<VerifyMobileOtpMutation, VerifyMobileOtpMutationVariables>;
export const DocumentVersionsDocument = {"__meta__":{"hash":"b324f39f25ba2ebd0eb86e27b2e51a0822964e863681020b34085a1cc415ff0e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnotationVersionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnotationVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentVersionType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"annotations"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<DocumentVersionsQuery, DocumentVersionsQueryVariables>;
export const SaveDocumentAnnotationsDocument = {"__meta__":{"hash":"643eee08c9f7809ebcbd2cbeaca676921955a4d3a9e79dfdc50f932db8bff9b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDocumentAnnotations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"annotations"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnotationInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDocumentAnnotations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"annotations"},"value":{"kind":"Variable","name":{"kind":"Name","value":"annotations"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnotationVersionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnotationVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentVersionType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"annotations"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SaveDocumentAnnotationsMutation, SaveDocumentAnnotationsMutationVariables>;
export const MyStampImagesDocument = {"__meta__":{"hash":"1abec7d6dd991c45c0743f50f6015fc817191122470d3d5626683d20819a016b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStampImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStampImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<MyStampImagesQuery, MyStampImagesQueryVariables>;
export const UploadStampImageDocument = {"__meta__":{"hash":"57fe650aba022127c67ab8851583be0aa3735a3bf9022c858c421bdfe7fb3666"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadStampImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageBase64"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadStampImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"imageBase64"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageBase64"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UploadStampImageMutation, UploadStampImageMutationVariables>;
export const UpdateAccountDocument = {"__meta__":{"hash":"b0657c04eb51cb744b71a5164937de731e5d80f13ca683a9e89a9ed8e4170eeb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const ConfirmEmailChangeDocument = {"__meta__":{"hash":"259bae7adc9deae66fe5bc42c91387964616e5a7b08d131a93117f90bdce7926"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const DocumentHistoryDocument = {"__meta__":{"hash":"9f8cdc7527518a28334a7a1fb4c1f01c8c494419f36fb888af2746338d3939a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"workKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"docxDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DocumentHistoryQuery, DocumentHistoryQueryVariables>;
export const WithdrawVerificationDocument = {"__meta__":{"hash":"45b6f555742bdc8dec71babe0dc03b478b7f03ed0b8ad4b4d03f1f0611cd448d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<WithdrawVerificationMutation, WithdrawVerificationMutationVariables>;
export const HistoryWorksDocument = {"__meta__":{"hash":"49fff9aa60eaf6b8e3b568fe3f814687dc783c4896e3689fe3d692b7f4b48eb7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryWorks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"works"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<HistoryWorksQuery, HistoryWorksQueryVariables>;
export const DocumentValuesDocument = {"__meta__":{"hash":"6a5298c38d922cb60ece4db13db2170c78f3c181578e9bca9de6671b909676fb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DocumentValuesQuery, DocumentValuesQueryVariables>;
export const ApiTokensDocument = {"__meta__":{"hash":"eee5c4e048fe02904c377e1c7e459a3883488f82961d38ec4ab3371d52adc0a1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"officeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"__meta__":{"hash":"78b9a7f610dbdece36dbe0fe3e3cf16b3dd0d6dbeefe2e4c9098fd0e06a3faa3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"__meta__":{"hash":"4d0b188424be8a42558deb7ef61603602c8e8b0e946e6001a1018180efc9a57e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const WebhooksDocument = {"__meta__":{"hash":"603e947cf97b9273773ae20e91f71841cd04b36b5519506da7353d745ba0feaf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastResponseCode"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const CreateWebhookEndpointDocument = {"__meta__":{"hash":"1370911216c968ff1e1c852d0fc85dbef27b3e601177b9415dee1091a491e097"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = {"__meta__":{"hash":"b55e09008ea7c4edf813bff9895103e6d5791a39005c7cbb1fb8c33a02d91b1f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RedeliverWebhookDocument = {"__meta__":{"hash":"ae082cf260dab15cbb1ad4be0020477f82ec227c4adf6b8bf4434a424e919aac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"2ac51aa2ce5737524a034620eb495676016382f6e01950510e3d0c32f06bbc3c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ServicesCatalogueDocument = {"__meta__":{"hash":"a906270174b6d441fdd66b3ca6ff09dd8d9baba531956245180be9a3f77f6dc6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServicesCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"works"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"serviceAreaId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ServicesCatalogueQuery, ServicesCatalogueQueryVariables>;
export const VerifyEmailDocument = {"__meta__":{"hash":"085e3181fddbc423ec1e75bc789cbb2670625f5ea9ade2012d7948478b15effe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const DocumentVerificationDocument = {"__meta__":{"hash":"f3fde2aaecee24a2686b1d2defc927b2833e66e138f32c4ce81a7167d0a8a655"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOnBs"}},{"kind":"Field","name":{"kind":"Name","value":"maskedName"}},{"kind":"Field","name":{"kind":"Name","value":"pdfSha256"}},{"kind":"Field","name":{"kind":"Name","value":"specimen"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DocumentVerificationQuery, DocumentVerificationQueryVariables>;
export const WorkPageDocument = {"__meta__":{"hash":"4eb048550bb217907b0c00b377b7a094ec5f5ec252236bea6436bc7d00a7e121"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"work"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"serviceAreaId"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionNe"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"signerNe"}},{"kind":"Field","name":{"kind":"Name","value":"signerEn"}},{"kind":"Field","name":{"kind":"Name","value":"officeNe"}},{"kind":"Field","name":{"kind":"Name","value":"officeEn"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<WorkPageQuery, WorkPageQueryVariables>;
export const SiteSettingsDocument = {"__meta__":{"hash":"e111c26a6361103fccb6240d9070e5ffc083b070150d486b7e0cdbf543377853"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tutorialVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapEmbedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"contactAddress"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;