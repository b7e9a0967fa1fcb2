/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** Where a document is in its generation. */
export type DocumentStatus =
  | 'FAILED'
  | 'QUEUED'
  | 'READY'
  | 'RENDERING';

/** A work and the values of its form. */
export type GenerateDocumentInput = {
  /** Field key → value; tables are arrays of row objects. Checked against workFields. */
  values: unknown;
  /** The work key, e.g. "birth-date-verification". */
  workKey: string;
};

/** Sign in with an e-mail or a mobile number (one of the two) and the password. */
export type LoginInput = {
  email?: string | null | undefined;
  mobile?: string | null | undefined;
  password: string;
};

export type OrderStatus =
  | 'AMBIGUOUS'
  | 'COMPLETED'
  | 'FAILED'
  | 'PENDING'
  | 'REFUNDED';

export type PaymentOutcome =
  | 'ALREADY_CREDITED'
  | 'AMOUNT_MISMATCH'
  | 'CREDITED'
  | 'FAILED'
  | 'PENDING'
  | 'REFUNDED';

export type PaymentProvider =
  | 'ESEWA'
  | 'KHALTI';

/** Details to change; a field left out stays as it is, an empty string clears it. Dates are BS (YYYY/MM/DD, YYYY-MM-DD; Devanagari digits too). */
export type ProfileDetailsInput = {
  citizenshipIssueDateBs?: string | null | undefined;
  /** A district id, slug or name (English or Nepali). */
  citizenshipIssueDistrict?: string | null | undefined;
  /** Or the district by id. */
  citizenshipIssueDistrictId?: number | null | undefined;
  citizenshipNumber?: string | null | undefined;
  dateOfBirthBs?: string | null | undefined;
  fatherName?: string | null | undefined;
  fullNameEn?: string | null | undefined;
  fullNameNe?: string | null | undefined;
  /** male | female | other */
  gender?: string | null | undefined;
  grandfatherName?: string | null | undefined;
  motherName?: string | null | undefined;
  spouseName?: string | null | undefined;
  tole?: string | null | undefined;
};

/** A new account. `name` is the first and last name joined by a space. */
export type RegisterInput = {
  email: string;
  /** Ten digits. */
  mobile: string;
  name: string;
  /** At least 8 characters. */
  password: string;
};

/** Set a new password with the code sent by e-mail or SMS. */
export type ResetPasswordInput = {
  /** The e-mail or mobile number the code was sent to. */
  identifier: string;
  newPassword: string;
  /** The 6-digit reset code. */
  token: string;
};

/** Buy one document of a work, or a monthly plan. The server sets the price. */
export type StartPaymentInput = {
  plan?: SubscriptionPlan | null | undefined;
  provider: PaymentProvider;
  workKey?: string | null | undefined;
};

/** Monthly plans. */
export type SubscriptionPlan =
  | 'basic'
  | 'premium'
  | 'silver';

/** Where the user lives: the four must belong together. */
export type UpdateLocationInput = {
  districtId: number;
  localLevelId: number;
  provinceId: number;
  ward: number;
};

export type VerificationChannel =
  | 'EMAIL'
  | 'MOBILE';

export type CurrentUserFieldsFragment = { id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { status: boolean, message: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { status: boolean, message: string, verificationRequired: VerificationChannel | null, user: { id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } } | null } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { status: boolean, message: string } };

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

export type ResendOtpMutationVariables = Exact<{
  email?: string | null | undefined;
  mobile?: string | null | undefined;
}>;


export type ResendOtpMutation = { resendOtp: { status: boolean, message: string } };

export type GeneratedDocumentFieldsFragment = { id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null };

export type DocumentByIdQueryVariables = Exact<{
  id: string;
}>;


export type DocumentByIdQuery = { document: { id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null } };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { plans: Array<{ plan: SubscriptionPlan, nameEn: string, price: number, documents: number }> };

export type StartPaymentMutationVariables = Exact<{
  input: StartPaymentInput;
}>;


export type StartPaymentMutation = { startPayment: { orderId: string, provider: PaymentProvider, amount: number, formUrl: string | null, paymentUrl: string | null, fields: Array<{ name: string, value: string }> | null } };

export type ConfirmEsewaMutationVariables = Exact<{
  data: string;
}>;


export type ConfirmEsewaMutation = { confirmEsewaPayment: { outcome: PaymentOutcome, status: boolean, message: string, order: { id: string, workKey: string | null, plan: SubscriptionPlan | null, amount: number, status: OrderStatus } } };

export type ConfirmKhaltiMutationVariables = Exact<{
  pidx: string;
}>;


export type ConfirmKhaltiMutation = { confirmKhaltiPayment: { outcome: PaymentOutcome, status: boolean, message: string, order: { id: string, workKey: string | null, plan: SubscriptionPlan | null, amount: number, status: OrderStatus } } };

export type AllWorksQueryVariables = Exact<{ [key: string]: never; }>;


export type AllWorksQuery = { works: Array<{ key: string, nameNe: string, nameEn: string, serviceAreaId: number }> };

export type ServiceAreasQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceAreasQuery = { serviceAreas: Array<{ id: number, nameEn: string, nameNe: string, imageUrl: string, route: string, comingSoon: boolean }> };

export type RequestPasswordResetMutationVariables = Exact<{
  email?: string | null | undefined;
  mobile?: string | null | undefined;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { status: boolean, message: string } };

export type WorkCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkCatalogueQuery = { works: Array<{ key: string, nameNe: string, nameEn: string, category: string, generatedCount: number }> };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { status: boolean, message: string } };

export type WorksOfAreaQueryVariables = Exact<{
  serviceAreaId: number;
}>;


export type WorksOfAreaQuery = { works: Array<{ key: string, nameNe: string, nameEn: string, price: number }> };

export type WorkFieldPartsFragment = { key: string, type: string, labelNe: string, labelEn: string, required: boolean, placeholder: string, maxLength: number | null, multiline: boolean | null, min: number | null, max: number | null, integer: boolean | null, pattern: string | null, patternMessage: string | null, minRows: number | null, maxRows: number | null, profileKey: string | null, options: Array<{ value: string, labelNe: string, labelEn: string }> | null };

export type WorkFieldsQueryVariables = Exact<{
  workKey: string;
  provinceSlug: string;
  districtSlug: string;
}>;


export type WorkFieldsQuery = { workFields: Array<{ key: string, type: string, labelNe: string, labelEn: string, required: boolean, placeholder: string, maxLength: number | null, multiline: boolean | null, min: number | null, max: number | null, integer: boolean | null, pattern: string | null, patternMessage: string | null, minRows: number | null, maxRows: number | null, profileKey: string | null, columns: Array<{ key: string, type: string, labelNe: string, labelEn: string, required: boolean, placeholder: string, maxLength: number | null, multiline: boolean | null, min: number | null, max: number | null, integer: boolean | null, pattern: string | null, patternMessage: string | null, minRows: number | null, maxRows: number | null, profileKey: string | null, options: Array<{ value: string, labelNe: string, labelEn: string }> | null }> | null, options: Array<{ value: string, labelNe: string, labelEn: string }> | null }> };

export type GenerateDocumentMutationVariables = Exact<{
  input: GenerateDocumentInput;
}>;


export type GenerateDocumentMutation = { generateDocument: { id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null } };

export type DocumentUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DocumentUpdatedSubscription = { documentUpdated: { id: string, status: DocumentStatus, workKey: string, workNameNe: string, workNameEn: string, createdAt: string, failureReason: string | null, downloadUrl: string | null } };

export type SaveProfileDetailsMutationVariables = Exact<{
  input: ProfileDetailsInput;
}>;


export type SaveProfileDetailsMutation = { updateProfileDetails: { id: string, name: string, email: string, mobile: string, emailVerified: boolean, mobileVerified: boolean, documentTokens: number, isSubscribed: boolean, subscriptionPlan: SubscriptionPlan | null, documentCount: number, ward: number | null, province: string | null, district: string | null, municipality: string | null, municipalityType: string | null, provinceId: number | null, districtId: number | null, localLevelId: number | null, provinceSlug: string | null, districtSlug: string | null, profilePicUrl: string | null, pendingEmail: string | null, details: { fullNameNe: string | null, fullNameEn: string | null, gender: string | null, dateOfBirthBs: string | null, fatherName: string | null, motherName: string | null, grandfatherName: string | null, spouseName: string | null, citizenshipNumber: string | null, citizenshipIssueDistrict: string | null, citizenshipIssueDateBs: string | null, tole: string | null } } };

export type VerifyEmailOtpMutationVariables = Exact<{
  email: string;
  otp: string;
}>;


export type VerifyEmailOtpMutation = { verifyEmail: { status: boolean, message: string } };

export type VerifyMobileOtpMutationVariables = Exact<{
  mobile: string;
  otp: string;
}>;


export type VerifyMobileOtpMutation = { verifyMobile: { status: boolean, message: string } };

export type UpdateAccountMutationVariables = Exact<{
  name: string;
  email: string;
}>;


export type UpdateAccountMutation = { updateAccount: { status: boolean, message: string } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  otp: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { status: boolean, message: string } };

export type DocumentHistoryQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DocumentHistoryQuery = { documents: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, status: DocumentStatus, workNameNe: string, workNameEn: string, createdAt: string } }> } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { status: boolean, message: string } };

export type ServicesCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type ServicesCatalogueQuery = { serviceAreas: Array<{ id: number, nameEn: string, nameNe: string, route: string, comingSoon: boolean }>, works: Array<{ key: string, nameNe: string, nameEn: string, category: string, serviceAreaId: number, price: number }> };

export type VerifyEmailMutationVariables = Exact<{
  email: string;
  otp: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { status: boolean, message: string } };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { tutorialVideoUrl: string | null, mapEmbedUrl: string | null, contactAddress: string | null } };

export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}}]}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const GeneratedDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<GeneratedDocumentFieldsFragment, unknown>;
export const WorkFieldPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"multiline"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"integer"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternMessage"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minRows"}},{"kind":"Field","name":{"kind":"Name","value":"maxRows"}},{"kind":"Field","name":{"kind":"Name","value":"profileKey"}}]}}]} as unknown as DocumentNode<WorkFieldPartsFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"verificationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const DistrictChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistrictChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]}}]} as unknown as DocumentNode<DistrictChoicesQuery, DistrictChoicesQueryVariables>;
export const ProvincesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]} as unknown as DocumentNode<ProvincesQuery, ProvincesQueryVariables>;
export const ProvinceDistrictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProvinceDistricts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}}]}}]}}]} as unknown as DocumentNode<ProvinceDistrictsQuery, ProvinceDistrictsQueryVariables>;
export const DistrictLocalLevelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistrictLocalLevels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"district"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabelNe"}},{"kind":"Field","name":{"kind":"Name","value":"wardCount"}}]}}]}}]}}]} as unknown as DocumentNode<DistrictLocalLevelsQuery, DistrictLocalLevelsQueryVariables>;
export const UpdateLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}}]}}]}}]} as unknown as DocumentNode<UpdateLocationMutation, UpdateLocationMutationVariables>;
export const ResendOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendOtpMutation, ResendOtpMutationVariables>;
export const DocumentByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<DocumentByIdQuery, DocumentByIdQueryVariables>;
export const PlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}}]}}]}}]} as unknown as DocumentNode<PlansQuery, PlansQueryVariables>;
export const StartPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}}]}}]}}]} as unknown as DocumentNode<StartPaymentMutation, StartPaymentMutationVariables>;
export const ConfirmEsewaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEsewa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEsewaPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmEsewaMutation, ConfirmEsewaMutationVariables>;
export const ConfirmKhaltiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmKhalti"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pidx"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmKhaltiPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pidx"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pidx"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmKhaltiMutation, ConfirmKhaltiMutationVariables>;
export const AllWorksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllWorks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"works"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"serviceAreaId"}}]}}]}}]} as unknown as DocumentNode<AllWorksQuery, AllWorksQueryVariables>;
export const ServiceAreasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}}]}}]} as unknown as DocumentNode<ServiceAreasQuery, ServiceAreasQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const WorkCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"works"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"generatedCount"}}]}}]}}]} as unknown as DocumentNode<WorkCatalogueQuery, WorkCatalogueQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const WorksOfAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorksOfArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceAreaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"works"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceAreaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceAreaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<WorksOfAreaQuery, WorksOfAreaQueryVariables>;
export const WorkFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provinceSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"districtSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"provinceSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provinceSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"districtSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"districtSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkFieldParts"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkFieldParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkFieldParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"multiline"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"integer"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternMessage"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"labelNe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minRows"}},{"kind":"Field","name":{"kind":"Name","value":"maxRows"}},{"kind":"Field","name":{"kind":"Name","value":"profileKey"}}]}}]} as unknown as DocumentNode<WorkFieldsQuery, WorkFieldsQueryVariables>;
export const GenerateDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<GenerateDocumentMutation, GenerateDocumentMutationVariables>;
export const DocumentUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DocumentUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workKey"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<DocumentUpdatedSubscription, DocumentUpdatedSubscriptionVariables>;
export const SaveProfileDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProfileDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfileDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mobileVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documentTokens"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"ward"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityType"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"localLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"districtSlug"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirthBs"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"grandfatherName"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"citizenshipIssueDateBs"}},{"kind":"Field","name":{"kind":"Name","value":"tole"}}]}}]}}]} as unknown as DocumentNode<SaveProfileDetailsMutation, SaveProfileDetailsMutationVariables>;
export const VerifyEmailOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmailOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailOtpMutation, VerifyEmailOtpMutationVariables>;
export const VerifyMobileOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyMobileOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyMobile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<VerifyMobileOtpMutation, VerifyMobileOtpMutationVariables>;
export const UpdateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const ConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const DocumentHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workNameNe"}},{"kind":"Field","name":{"kind":"Name","value":"workNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DocumentHistoryQuery, DocumentHistoryQueryVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ServicesCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServicesCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"works"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"nameNe"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"serviceAreaId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<ServicesCatalogueQuery, ServicesCatalogueQueryVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tutorialVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapEmbedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"contactAddress"}}]}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;