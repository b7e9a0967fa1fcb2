/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CurrentUserFields on User {\n    id\n    name\n    email\n    mobile\n    emailVerified\n    mobileVerified\n    documentTokens\n    isSubscribed\n    subscriptionPlan\n    documentCount\n    ward\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout {\n      status\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      status\n      message\n      verificationRequired\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      message\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResendOtp($email: String, $mobile: String) {\n    resendOtp(email: $email, mobile: $mobile) {\n      status\n      message\n    }\n  }\n": typeof types.ResendOtpDocument,
    "\n  mutation RequestPasswordReset($email: String, $mobile: String) {\n    requestPasswordReset(email: $email, mobile: $mobile) {\n      status\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation VerifyEmailOtp($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n    }\n  }\n": typeof types.VerifyEmailOtpDocument,
    "\n  mutation VerifyMobileOtp($mobile: String!, $otp: String!) {\n    verifyMobile(mobile: $mobile, otp: $otp) {\n      status\n      message\n    }\n  }\n": typeof types.VerifyMobileOtpDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
};
const documents: Documents = {
    "\n  fragment CurrentUserFields on User {\n    id\n    name\n    email\n    mobile\n    emailVerified\n    mobileVerified\n    documentTokens\n    isSubscribed\n    subscriptionPlan\n    documentCount\n    ward\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout {\n      status\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      status\n      message\n      verificationRequired\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      message\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResendOtp($email: String, $mobile: String) {\n    resendOtp(email: $email, mobile: $mobile) {\n      status\n      message\n    }\n  }\n": types.ResendOtpDocument,
    "\n  mutation RequestPasswordReset($email: String, $mobile: String) {\n    requestPasswordReset(email: $email, mobile: $mobile) {\n      status\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation VerifyEmailOtp($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n    }\n  }\n": types.VerifyEmailOtpDocument,
    "\n  mutation VerifyMobileOtp($mobile: String!, $otp: String!) {\n    verifyMobile(mobile: $mobile, otp: $otp) {\n      status\n      message\n    }\n  }\n": types.VerifyMobileOtpDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n    }\n  }\n": types.VerifyEmailDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    name\n    email\n    mobile\n    emailVerified\n    mobileVerified\n    documentTokens\n    isSubscribed\n    subscriptionPlan\n    documentCount\n    ward\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    name\n    email\n    mobile\n    emailVerified\n    mobileVerified\n    documentTokens\n    isSubscribed\n    subscriptionPlan\n    documentCount\n    ward\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      status\n      message\n      verificationRequired\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      status\n      message\n      verificationRequired\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendOtp($email: String, $mobile: String) {\n    resendOtp(email: $email, mobile: $mobile) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendOtp($email: String, $mobile: String) {\n    resendOtp(email: $email, mobile: $mobile) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String, $mobile: String) {\n    requestPasswordReset(email: $email, mobile: $mobile) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String, $mobile: String) {\n    requestPasswordReset(email: $email, mobile: $mobile) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmailOtp($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmailOtp($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyMobileOtp($mobile: String!, $otp: String!) {\n    verifyMobile(mobile: $mobile, otp: $otp) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyMobileOtp($mobile: String!, $otp: String!) {\n    verifyMobile(mobile: $mobile, otp: $otp) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;