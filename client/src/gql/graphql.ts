/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What an API token may do; operations outside its scopes answer FORBIDDEN. */
export type ApiTokenScope =
  /** documents:read: the document history and downloads. */
  | 'DOCUMENTS_READ'
  /** documents:write: generating documents. */
  | 'DOCUMENTS_WRITE'
  /** payments:read: payment.completed webhooks. */
  | 'PAYMENTS_READ'
  /** profile:read: the profile (me). */
  | 'PROFILE_READ'
  /** profile:write: the location and document details of the profile. */
  | 'PROFILE_WRITE';

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
  /** A name to recognise it by, e.g. the partner system that holds it. */
  name: string;
  /** What it may do (at least one scope). */
  scopes: Array<ApiTokenScope>;
};

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** The events to receive (at least one). */
  events: Array<WebhookEventType>;
  /** An https:// address that accepts POSTed JSON (http://127.0.0.1 outside production). */
  url: string;
};

/** Which Bikram Sambat dates a bsDate field accepts. */
export type DateRange =
  /** Any date the calendar covers. */
  | 'any'
  /** A birth date: from 125 years back to today. */
  | 'birth'
  /** Up to today, never a projected year. */
  | 'past';

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
  | 'PLAN';

/** A work and the values of its form. */
export type GenerateDocumentInput = {
  /** A key of your choosing (e.g. a UUID) that names this request: sent again with the same input within 24 hours, it returns the same document and spends nothing more; with other input it is a CONFLICT. The Idempotency-Key header does the same for POST /genpdf. */
  idempotencyKey?: string | null | undefined;
  /** Field key → value; tables are arrays of row objects. Checked against workFields. */
  values: unknown;
  /** The work key, e.g. "birth-date-verification". */
  workKey: string;
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
  /** document.failed: a generation failed (what it used was given back). */
  | 'DOCUMENT_FAILED'
  /** document.ready: a generated document can be downloaded. */
  | 'DOCUMENT_READY'
  /** payment.completed: a payment was confirmed and credited. */
  | 'PAYMENT_COMPLETED';

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

export type CurrentUserFieldsFragment = { id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { status: boolean, message: string, messageCode: string, params: unknown } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { status: boolean, message: string, messageCode: string, params: unknown, verificationRequired: VerificationChannel | null, user: { id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } } | null } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { status: boolean, message: string, messageCode: string, params: unknown } };

export type DistrictChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type DistrictChoicesQuery = { provinces: Array<{ id: number, districts: Array<{ id: number, slug: string, nameNe: string, nameEn: string }> }> };

export type ProvincesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProvincesQuery = { provinces: Array<{ id: number, nameNe: string, nameEn: string }> };

export type ProvinceDistrictsQueryVariables = Exact<{
  id: number;
}>;


export type ProvinceDistrictsQuery = { province: { id: number, districts: Array<{ id: number, nameNe: string, nameEn: string }> } | null };

export type DistrictLocalLevelsQueryVariables = Exact<{
  id: number;
}>;


export type DistrictLocalLevelsQuery = { district: { id: number, localLevels: Array<{ id: number, nameNe: string, nameEn: string, typeLabelNe: string, wardCount: number }> } | null };

export type UpdateLocationMutationVariables = Exact<{
  input: UpdateLocationInput;
}>;


export type UpdateLocationMutation = { updateLocation: { id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } } };

export type WorkEntitlementFieldsFragment = { canGenerate: boolean, paidBy: EntitlementKind | null, reason: PaymentReason | null, price: number, documentCount: number, freeDocumentsLeft: number, planDocumentsLeft: number | null, paymentProviders: Array<PaymentProvider>, plans: Array<{ plan: SubscriptionPlan, nameEn: string, price: number, documents: number }> };

export type ResendOtpMutationVariables = Exact<{
  email?: string | null | undefined;
  mobile?: string | null | undefined;
}>;


export type ResendOtpMutation = { resendOtp: { status: boolean, message: string, messageCode: string, params: unknown } };

export type GeneratedDocumentFieldsFragment = { id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null, fileName: string };

export type DocumentByIdQueryVariables = Exact<{
  id: string;
}>;


export type DocumentByIdQuery = { document: { id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null, fileName: string } };

export type PrintDocumentQueryVariables = Exact<{
  id: string;
}>;


export type PrintDocumentQuery = { document: { place: string | null, id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null, fileName: string } };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { plans: Array<{ plan: SubscriptionPlan, nameEn: string, price: number, documents: number }> };

export type PaymentPageQueryVariables = Exact<{
  workKey?: string | null | undefined;
  plan?: SubscriptionPlan | null | undefined;
}>;


export type PaymentPageQuery = { paymentQuote: { workKey: string | null, plan: SubscriptionPlan | null, nameEn: string, nameNe: string, amount: number }, paymentSettings: { testPayments: boolean, providers: Array<{ provider: PaymentProvider, configured: boolean }> } };

export type StartPaymentMutationVariables = Exact<{
  input: StartPaymentInput;
}>;


export type StartPaymentMutation = { startPayment: { orderId: string, provider: PaymentProvider, amount: number, repeated: boolean, formUrl: string | null, paymentUrl: string | null, fields: Array<{ name: string, value: string }> | null } };

export type ConfirmEsewaMutationVariables = Exact<{
  data: string;
}>;


export type ConfirmEsewaMutation = { confirmEsewaPayment: { outcome: PaymentOutcome, status: boolean, message: string, messageCode: string, order: { id: string, workKey: string | null, plan: SubscriptionPlan | null, amount: number, status: OrderStatus } } };

export type ConfirmKhaltiMutationVariables = Exact<{
  pidx: string;
}>;


export type ConfirmKhaltiMutation = { confirmKhaltiPayment: { outcome: PaymentOutcome, status: boolean, message: string, messageCode: string, order: { id: string, workKey: string | null, plan: SubscriptionPlan | null, amount: number, status: OrderStatus } } };

export type PurchaseNameQueryVariables = Exact<{
  workKey?: string | null | undefined;
  plan?: SubscriptionPlan | null | undefined;
}>;


export type PurchaseNameQuery = { paymentQuote: { workKey: string | null, plan: SubscriptionPlan | null, nameEn: string, nameNe: string, amount: number } };

export type OfficeClientsQueryVariables = Exact<{
  officeId: string;
  search?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type OfficeClientsQuery = { officeClients: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, fullName: string, fullNameEn: string | null, fatherName: string, citizenshipNumber: string | null, possibleDuplicates: Array<{ id: string }> } }> } };

export type AllWorksQueryVariables = Exact<{ [key: string]: never; }>;


export type AllWorksQuery = { works: Array<{ key: string, nameNe: string, nameEn: string, serviceAreaId: number }> };

export type MyOfficesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOfficesQuery = { myOffices: Array<{ role: OfficeRole, office: { id: string, nameNe: string, nameEn: string } }> };

export type ServiceAreasQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceAreasQuery = { serviceAreas: Array<{ id: number, nameEn: string, nameNe: string, imageUrl: string, route: string, comingSoon: boolean }> };

export type RequestPasswordResetMutationVariables = Exact<{
  email?: string | null | undefined;
  mobile?: string | null | undefined;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { status: boolean, message: string, messageCode: string, params: unknown } };

export type WorkCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkCatalogueQuery = { works: Array<{ key: string, nameNe: string, nameEn: string, category: WorkCategory, generatedCount: number }> };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { status: boolean, message: string, messageCode: string, params: unknown } };

export type WorksOfAreaQueryVariables = Exact<{
  serviceAreaId: number;
}>;


export type WorksOfAreaQuery = { works: Array<{ key: string, nameNe: string, nameEn: string, price: number }> };

export type WorkFieldPartsFragment = { key: string, type: WorkFieldKind, labelNe: string, labelEn: string, required: boolean, placeholder: string, maxLength: number | null, multiline: boolean | null, min: number | null, max: number | null, integer: boolean | null, pattern: string | null, patternMessage: string | null, dateRange: DateRange | null, minRows: number | null, maxRows: number | null, profileKey: string | null, options: Array<{ value: string, labelNe: string, labelEn: string }> | null };

export type WorkFieldsQueryVariables = Exact<{
  workKey: string;
  provinceSlug: string;
  districtSlug: string;
}>;


export type WorkFieldsQuery = { workFields: Array<{ key: string, type: WorkFieldKind, labelNe: string, labelEn: string, required: boolean, placeholder: string, maxLength: number | null, multiline: boolean | null, min: number | null, max: number | null, integer: boolean | null, pattern: string | null, patternMessage: string | null, dateRange: DateRange | null, minRows: number | null, maxRows: number | null, profileKey: string | null, columns: Array<{ key: string, type: WorkFieldKind, labelNe: string, labelEn: string, required: boolean, placeholder: string, maxLength: number | null, multiline: boolean | null, min: number | null, max: number | null, integer: boolean | null, pattern: string | null, patternMessage: string | null, dateRange: DateRange | null, minRows: number | null, maxRows: number | null, profileKey: string | null, options: Array<{ value: string, labelNe: string, labelEn: string }> | null }> | null, options: Array<{ value: string, labelNe: string, labelEn: string }> | null }> };

export type GenerateDocumentMutationVariables = Exact<{
  input: GenerateDocumentInput;
}>;


export type GenerateDocumentMutation = { generateDocument: { id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null, fileName: string } };

export type DocumentUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DocumentUpdatedSubscription = { documentUpdated: { id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null, fileName: string } };

export type SaveProfileDetailsMutationVariables = Exact<{
  input: ProfileDetailsInput;
}>;


export type SaveProfileDetailsMutation = { updateProfileDetails: { id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } } };

export type WorkEntitlementQueryVariables = Exact<{
  workKey: string;
}>;


export type WorkEntitlementQuery = { work: { key: string, entitlement: { canGenerate: boolean, paidBy: EntitlementKind | null, reason: PaymentReason | null, price: number, documentCount: number, freeDocumentsLeft: number, planDocumentsLeft: number | null, paymentProviders: Array<PaymentProvider>, plans: Array<{ plan: SubscriptionPlan, nameEn: string, price: number, documents: number }> } | null } | null };

export type VerifyEmailOtpMutationVariables = Exact<{
  email: string;
  otp: string;
}>;


export type VerifyEmailOtpMutation = { verifyEmail: { status: boolean, message: string, messageCode: string, params: unknown, user: { id: string } | null } };

export type VerifyMobileOtpMutationVariables = Exact<{
  mobile: string;
  otp: string;
}>;


export type VerifyMobileOtpMutation = { verifyMobile: { status: boolean, message: string, messageCode: string, params: unknown, user: { id: string } | null } };

export type UpdateAccountMutationVariables = Exact<{
  name: string;
  email: string;
  currentPassword?: string | null | undefined;
}>;


export type UpdateAccountMutation = { updateAccount: { status: boolean, message: string, messageCode: string, params: unknown } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  otp: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { status: boolean, message: string, messageCode: string, params: unknown } };

export type DocumentHistoryQueryVariables = Exact<{
  after?: string | null | undefined;
  workKey?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type DocumentHistoryQuery = { documents: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, status: DocumentStatus, workKey: string, fileName: string, workNameNe: string, workNameEn: string, createdAt: string, verificationCode: string | null } }> } };

export type WithdrawVerificationMutationVariables = Exact<{
  documentId: string;
}>;


export type WithdrawVerificationMutation = { withdrawVerification: { id: string, verificationCode: string | null } };

export type HistoryWorksQueryVariables = Exact<{ [key: string]: never; }>;


export type HistoryWorksQuery = { works: Array<{ key: string, nameNe: string, nameEn: string }> };

export type DocumentValuesQueryVariables = Exact<{
  id: string;
}>;


export type DocumentValuesQuery = { document: { id: string, workKey: string, values: unknown } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ id: string, name: string, prefix: string, scopes: Array<ApiTokenScope>, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { secret: string, token: { id: string } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { id: string, revokedAt: string | null } };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhookEndpoints: Array<{ id: string, url: string, events: Array<WebhookEventType>, createdAt: string }>, webhookDeliveries: Array<{ id: string, eventType: WebhookEventType, status: string, attempts: number, lastResponseCode: number | null, createdAt: string }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string } } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type RedeliverWebhookMutationVariables = Exact<{
  id: string;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: { id: string, status: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { status: boolean, message: string, messageCode: string, params: unknown } };

export type ServicesCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type ServicesCatalogueQuery = { serviceAreas: Array<{ id: number, nameEn: string, nameNe: string, route: string, comingSoon: boolean }>, works: Array<{ key: string, nameNe: string, nameEn: string, category: WorkCategory, serviceAreaId: number, price: number }> };

export type VerifyEmailMutationVariables = Exact<{
  email: string;
  otp: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { status: boolean, message: string, messageCode: string, params: unknown, user: { id: string } | null } };

export type DocumentVerificationQueryVariables = Exact<{
  code: string;
}>;


export type DocumentVerificationQuery = { documentVerification: { code: string, workKey: string, workNameNe: string, workNameEn: string, issuedOnBs: string, maskedName: string, pdfSha256: string } | null };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { tutorialVideoUrl: string | null, mapEmbedUrl: string | null, contactAddress: string | null } };

export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}}]}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const WorkEntitlementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkEntitlementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkEntitlement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canGenerate"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"freeDocumentsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"planDocumentsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProviders"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}}]}}]}}]} as unknown as DocumentNode<WorkEntitlementFieldsFragment, unknown>;
export const GeneratedDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]} as unknown as DocumentNode<GeneratedDocumentFieldsFragment, unknown>;
export const WorkFieldPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"multiline"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"integer"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternMessage"}},{"kind":"Field","name":{"kind":"Name","value":"dateRange"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minRows"}},{"kind":"Field","name":{"kind":"Name","value":"maxRows"}},{"kind":"Field","name":{"kind":"Name","value":"profileKey"}}]}}]} as unknown as DocumentNode<WorkFieldPartsFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"verificationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const DistrictChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistrictChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]}}]} as unknown as DocumentNode<DistrictChoicesQuery, DistrictChoicesQueryVariables>;
export const ProvincesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]} as unknown as DocumentNode<ProvincesQuery, ProvincesQueryVariables>;
export const ProvinceDistrictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProvinceDistricts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]}}]} as unknown as DocumentNode<ProvinceDistrictsQuery, ProvinceDistrictsQueryVariables>;
export const DistrictLocalLevelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistrictLocalLevels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"district"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabelNe"}},{"kind":"Field","name":{"kind":"Name","value":"wardCount"}}]}}]}}]}}]} as unknown as DocumentNode<DistrictLocalLevelsQuery, DistrictLocalLevelsQueryVariables>;
export const UpdateLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}}]}}]}}]} as unknown as DocumentNode<UpdateLocationMutation, UpdateLocationMutationVariables>;
export const ResendOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]} as unknown as DocumentNode<ResendOtpMutation, ResendOtpMutationVariables>;
export const DocumentByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]} as unknown as DocumentNode<DocumentByIdQuery, DocumentByIdQueryVariables>;
export const PrintDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedDocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"place"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]} as unknown as DocumentNode<PrintDocumentQuery, PrintDocumentQueryVariables>;
export const PlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}}]}}]}}]} as unknown as DocumentNode<PlansQuery, PlansQueryVariables>;
export const PaymentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testPayments"}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentPageQuery, PaymentPageQueryVariables>;
export const StartPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"repeated"}},{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}}]}}]}}]} as unknown as DocumentNode<StartPaymentMutation, StartPaymentMutationVariables>;
export const ConfirmEsewaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEsewa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEsewaPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmEsewaMutation, ConfirmEsewaMutationVariables>;
export const ConfirmKhaltiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmKhalti"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pidx"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmKhaltiPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pidx"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pidx"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmKhaltiMutation, ConfirmKhaltiMutationVariables>;
export const PurchaseNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<PurchaseNameQuery, PurchaseNameQueryVariables>;
export const OfficeClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"officeClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"officeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OfficeClientsQuery, OfficeClientsQueryVariables>;
export const AllWorksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllWorks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"works"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"serviceAreaId"}}]}}]}}]} as unknown as DocumentNode<AllWorksQuery, AllWorksQueryVariables>;
export const MyOfficesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOffices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOffices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]}}]} as unknown as DocumentNode<MyOfficesQuery, MyOfficesQueryVariables>;
export const ServiceAreasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}}]}}]} as unknown as DocumentNode<ServiceAreasQuery, ServiceAreasQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const WorkCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"works"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"generatedCount"}}]}}]}}]} as unknown as DocumentNode<WorkCatalogueQuery, WorkCatalogueQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const WorksOfAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorksOfArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceAreaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"works"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceAreaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceAreaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<WorksOfAreaQuery, WorksOfAreaQueryVariables>;
export const WorkFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provinceSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"districtSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"provinceSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provinceSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"districtSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"districtSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkFieldParts"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkFieldParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"multiline"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"integer"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternMessage"}},{"kind":"Field","name":{"kind":"Name","value":"dateRange"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minRows"}},{"kind":"Field","name":{"kind":"Name","value":"maxRows"}},{"kind":"Field","name":{"kind":"Name","value":"profileKey"}}]}}]} as unknown as DocumentNode<WorkFieldsQuery, WorkFieldsQueryVariables>;
export const GenerateDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]} as unknown as DocumentNode<GenerateDocumentMutation, GenerateDocumentMutationVariables>;
export const DocumentUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DocumentUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]} as unknown as DocumentNode<DocumentUpdatedSubscription, DocumentUpdatedSubscriptionVariables>;
export const SaveProfileDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProfileDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfileDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}}]}}]}}]} as unknown as DocumentNode<SaveProfileDetailsMutation, SaveProfileDetailsMutationVariables>;
export const WorkEntitlementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkEntitlement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"work"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"entitlement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkEntitlementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkEntitlementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkEntitlement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canGenerate"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"freeDocumentsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"planDocumentsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProviders"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}}]}}]}}]} as unknown as DocumentNode<WorkEntitlementQuery, WorkEntitlementQueryVariables>;
export const VerifyEmailOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmailOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyEmailOtpMutation, VerifyEmailOtpMutationVariables>;
export const VerifyMobileOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyMobileOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyMobile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyMobileOtpMutation, VerifyMobileOtpMutationVariables>;
export const UpdateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]} as unknown as DocumentNode<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const ConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const DocumentHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"workKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DocumentHistoryQuery, DocumentHistoryQueryVariables>;
export const WithdrawVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}}]}}]}}]} as unknown as DocumentNode<WithdrawVerificationMutation, WithdrawVerificationMutationVariables>;
export const HistoryWorksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryWorks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"works"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]} as unknown as DocumentNode<HistoryWorksQuery, HistoryWorksQueryVariables>;
export const DocumentValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<DocumentValuesQuery, DocumentValuesQueryVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastResponseCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ServicesCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServicesCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"works"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"serviceAreaId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<ServicesCatalogueQuery, ServicesCatalogueQueryVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const DocumentVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOnBs"}},{"kind":"Field","name":{"kind":"Name","value":"maskedName"}},{"kind":"Field","name":{"kind":"Name","value":"pdfSha256"}}]}}]}}]} as unknown as DocumentNode<DocumentVerificationQuery, DocumentVerificationQueryVariables>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tutorialVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapEmbedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"contactAddress"}}]}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;