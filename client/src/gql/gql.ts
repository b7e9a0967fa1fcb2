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
    "\n  fragment CurrentUserFields on User {\n    id\n    name\n    email\n    mobile\n    emailVerified\n    mobileVerified\n    documentTokens\n    isSubscribed\n    subscriptionPlan\n    documentCount\n    ward\n    province\n    district\n    municipality\n    municipalityType\n    provinceId\n    districtId\n    localLevelId\n    provinceSlug\n    districtSlug\n    profilePicUrl\n    pendingEmail\n    details {\n      fullNameNe\n      fullNameEn\n      gender\n      dateOfBirthBs\n      fatherName\n      motherName\n      grandfatherName\n      spouseName\n      citizenshipNumber\n      citizenshipIssueDistrict\n      citizenshipIssueDateBs\n      tole\n    }\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      status\n      message\n      messageCode\n      params\n      verificationRequired\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query DistrictChoices {\n    provinces {\n      id\n      districts {\n        id\n        slug\n        nameNe\n        nameEn\n      }\n    }\n  }\n": typeof types.DistrictChoicesDocument,
    "\n  query Provinces {\n    provinces {\n      id\n      nameNe\n      nameEn\n    }\n  }\n": typeof types.ProvincesDocument,
    "\n  query ProvinceDistricts($id: Int!) {\n    province(id: $id) {\n      id\n      districts {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n": typeof types.ProvinceDistrictsDocument,
    "\n  query DistrictLocalLevels($id: Int!) {\n    district(id: $id) {\n      id\n      localLevels {\n        id\n        nameNe\n        nameEn\n        typeLabelNe\n        wardCount\n      }\n    }\n  }\n": typeof types.DistrictLocalLevelsDocument,
    "\n  mutation UpdateLocation($input: UpdateLocationInput!) {\n    updateLocation(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateLocationDocument,
    "\n  fragment WorkEntitlementFields on WorkEntitlement {\n    canGenerate\n    paidBy\n    reason\n    price\n    documentCount\n    freeDocumentsLeft\n    freeDocuments\n    planDocumentsLeft\n    planDocuments\n    paymentProviders\n    plans {\n      plan\n      nameEn\n      price\n      documents\n    }\n  }\n": typeof types.WorkEntitlementFieldsFragmentDoc,
    "\n  mutation ResendOtp($email: String, $mobile: String) {\n    resendOtp(email: $email, mobile: $mobile) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": typeof types.ResendOtpDocument,
    "\n  fragment GeneratedDocumentFields on GeneratedDocument {\n    id\n    status\n    workKey\n    workNameNe\n    workNameEn\n    createdAt\n    failureReason\n    downloadUrl\n    docxDownloadUrl\n    fileName\n  }\n": typeof types.GeneratedDocumentFieldsFragmentDoc,
    "\n  query DocumentById($id: ID!) {\n    document(id: $id) {\n      ...GeneratedDocumentFields\n    }\n  }\n": typeof types.DocumentByIdDocument,
    "\n  query LatestPdf($id: ID!) {\n    document(id: $id) {\n      id\n      fileName\n      downloadUrl\n      versions(first: 1) {\n        id\n        number\n        downloadUrl\n      }\n    }\n  }\n": typeof types.LatestPdfDocument,
    "\n  query PrintDocument($id: ID!) {\n    document(id: $id) {\n      ...GeneratedDocumentFields\n      place\n    }\n  }\n": typeof types.PrintDocumentDocument,
    "\n  fragment ClientChoiceFields on OfficeClient {\n    id\n    fullName\n    fullNameEn\n    gender\n    dateOfBirthBs\n    fatherName\n    motherName\n    grandfatherName\n    spouseName\n    tole\n    citizenshipNumber\n    citizenshipIssueDistrict\n    citizenshipIssueDateBs\n    mobile\n    provinceSlug\n    districtSlug\n    localLevelId\n    addressNe\n  }\n": typeof types.ClientChoiceFieldsFragmentDoc,
    "\n  query ClientChoices($officeId: ID!, $search: String) {\n    officeClients(officeId: $officeId, search: $search, first: 20) {\n      edges {\n        node {\n          ...ClientChoiceFields\n        }\n      }\n    }\n  }\n": typeof types.ClientChoicesDocument,
    "\n  query Plans {\n    plans {\n      plan\n      nameEn\n      price\n      documents\n    }\n  }\n": typeof types.PlansDocument,
    "\n  query PaymentPage($workKey: String, $plan: SubscriptionPlan) {\n    paymentQuote(workKey: $workKey, plan: $plan) {\n      workKey\n      plan\n      nameEn\n      nameNe\n      amount\n    }\n    paymentSettings {\n      testPayments\n      providers {\n        provider\n        configured\n      }\n    }\n  }\n": typeof types.PaymentPageDocument,
    "\n  mutation StartPayment($input: StartPaymentInput!) {\n    startPayment(input: $input) {\n      orderId\n      provider\n      amount\n      repeated\n      formUrl\n      fields {\n        name\n        value\n      }\n      paymentUrl\n    }\n  }\n": typeof types.StartPaymentDocument,
    "\n  mutation ConfirmPayment($provider: PaymentProvider!, $proof: String!) {\n    confirmPayment(provider: $provider, proof: $proof) {\n      outcome\n      status\n      message\n      messageCode\n      params\n      order {\n        id\n        workKey\n        plan\n        amount\n        status\n      }\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  query PurchaseName($workKey: String, $plan: SubscriptionPlan) {\n    paymentQuote(workKey: $workKey, plan: $plan) {\n      workKey\n      plan\n      nameEn\n      nameNe\n      amount\n    }\n  }\n": typeof types.PurchaseNameDocument,
    "\n  query OfficeClients($officeId: ID!, $search: String, $after: String) {\n    officeClients(officeId: $officeId, search: $search, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          fullName\n          fullNameEn\n          fatherName\n          citizenshipNumber\n          possibleDuplicates {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.OfficeClientsDocument,
    "\n  mutation CreateOfficeClient($officeId: ID!, $input: OfficeClientInput!) {\n    createOfficeClient(officeId: $officeId, input: $input) {\n      id\n      fullName\n    }\n  }\n": typeof types.CreateOfficeClientDocument,
    "\n  query AllWorks {\n    works {\n      key\n      nameNe\n      nameEn\n      serviceAreaId\n    }\n    serviceAreas {\n      id\n      route\n    }\n  }\n": typeof types.AllWorksDocument,
    "\n  query MyOffices {\n    myOffices {\n      role\n      office {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n": typeof types.MyOfficesDocument,
    "\n  query ServiceAreas {\n    serviceAreas {\n      id\n      nameEn\n      nameNe\n      imageUrl\n      route\n      comingSoon\n    }\n  }\n": typeof types.ServiceAreasDocument,
    "\n  query RecentWorks {\n    documents(first: 10) {\n      edges {\n        node {\n          id\n          workKey\n          workNameNe\n          workNameEn\n          serviceAreaId\n        }\n      }\n    }\n  }\n": typeof types.RecentWorksDocument,
    "\n  query Allowance($officeId: ID) {\n    allowance(officeId: $officeId) {\n      freeDocuments\n      freeDocumentsLeft\n      plan\n      planDocuments\n      planDocumentsLeft\n    }\n  }\n": typeof types.AllowanceDocument,
    "\n  mutation RequestPasswordReset($email: String, $mobile: String) {\n    requestPasswordReset(email: $email, mobile: $mobile) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query WorkCatalogue {\n    works {\n      key\n      nameNe\n      nameEn\n      category\n      generatedCount\n    }\n  }\n": typeof types.WorkCatalogueDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query WorksOfArea($serviceAreaId: Int!) {\n    works(serviceAreaId: $serviceAreaId) {\n      key\n      nameNe\n      nameEn\n      price\n    }\n  }\n": typeof types.WorksOfAreaDocument,
    "\n  fragment WorkFieldParts on WorkField {\n    key\n    type\n    labelNe\n    labelEn\n    required\n    placeholder\n    maxLength\n    multiline\n    min\n    max\n    integer\n    pattern\n    patternMessage\n    dateRange\n    options {\n      value\n      labelNe\n      labelEn\n    }\n    minRows\n    maxRows\n    profileKey\n    step\n  }\n": typeof types.WorkFieldPartsFragmentDoc,
    "\n  query WorkFields($workKey: String!, $provinceSlug: String!, $districtSlug: String!, $localLevel: String) {\n    workFields(workKey: $workKey, provinceSlug: $provinceSlug, districtSlug: $districtSlug, localLevel: $localLevel) {\n      ...WorkFieldParts\n      columns {\n        ...WorkFieldParts\n      }\n    }\n    # The steps come in the same request: the guided form adds no round trip.\n    work(key: $workKey) {\n      key\n      steps {\n        key\n        labelNe\n        labelEn\n      }\n    }\n  }\n": typeof types.WorkFieldsDocument,
    "\n  mutation GenerateDocument($input: GenerateDocumentInput!) {\n    generateDocument(input: $input) {\n      ...GeneratedDocumentFields\n    }\n  }\n": typeof types.GenerateDocumentDocument,
    "\n  subscription DocumentUpdated {\n    documentUpdated {\n      ...GeneratedDocumentFields\n    }\n  }\n": typeof types.DocumentUpdatedDocument,
    "\n  mutation SaveProfileDetails($input: ProfileDetailsInput!) {\n    updateProfileDetails(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.SaveProfileDetailsDocument,
    "\n  query WorkEntitlement($workKey: String!, $officeId: ID) {\n    work(key: $workKey) {\n      key\n      entitlement(officeId: $officeId) {\n        ...WorkEntitlementFields\n      }\n    }\n  }\n": typeof types.WorkEntitlementDocument,
    "\n  query OfficeDocuments($officeId: ID!, $filter: OfficeDocumentsFilter, $after: String) {\n    officeDocuments(officeId: $officeId, filter: $filter, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          workKey\n          workNameNe\n          workNameEn\n          createdAt\n          generatedBy\n          client {\n            id\n            fullName\n          }\n          secondClient {\n            id\n            fullName\n          }\n        }\n      }\n    }\n  }\n": typeof types.OfficeDocumentsDocument,
    "\n  query OfficeMembers($officeId: ID!) {\n    office(id: $officeId) {\n      id\n      members {\n        id\n        userId\n        name\n      }\n    }\n  }\n": typeof types.OfficeMembersDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      role\n      office {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query OfficeTeam($id: ID!) {\n    office(id: $id) {\n      id\n      nameNe\n      nameEn\n      myRole\n      members {\n        id\n        userId\n        name\n        role\n      }\n    }\n  }\n": typeof types.OfficeTeamDocument,
    "\n  mutation CreateOffice($input: CreateOfficeInput!) {\n    createOffice(input: $input) {\n      role\n      office {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n": typeof types.CreateOfficeDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  query OfficeUsage($officeId: ID!, $month: String!) {\n    officeUsage(officeId: $officeId, month: $month) {\n      month\n      documents\n      freeDocumentsLeft\n      plan\n      planExpiresAt\n      planDocuments\n      planDocumentsLeft\n      byMember {\n        userId\n        name\n        documents\n      }\n      byWork {\n        workKey\n        nameNe\n        nameEn\n        documents\n      }\n      payments {\n        id\n        plan\n        amount\n        status\n        paidBy\n        createdAt\n      }\n    }\n  }\n": typeof types.OfficeUsageDocument,
    "\n  mutation VerifyEmailOtp($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n      messageCode\n      params\n      user {\n        id\n      }\n    }\n  }\n": typeof types.VerifyEmailOtpDocument,
    "\n  mutation VerifyMobileOtp($mobile: String!, $otp: String!) {\n    verifyMobile(mobile: $mobile, otp: $otp) {\n      status\n      message\n      messageCode\n      params\n      user {\n        id\n      }\n    }\n  }\n": typeof types.VerifyMobileOtpDocument,
    "\n  fragment AnnotationVersionFields on DocumentVersionType {\n    id\n    number\n    createdAt\n    downloadUrl\n    annotations\n  }\n": typeof types.AnnotationVersionFieldsFragmentDoc,
    "\n  query DocumentVersions($id: ID!) {\n    document(id: $id) {\n      id\n      versions(first: 50) {\n        ...AnnotationVersionFields\n      }\n    }\n  }\n": typeof types.DocumentVersionsDocument,
    "\n  mutation SaveDocumentAnnotations($documentId: ID!, $annotations: [AnnotationInput!]!) {\n    saveDocumentAnnotations(documentId: $documentId, annotations: $annotations) {\n      ...AnnotationVersionFields\n    }\n  }\n": typeof types.SaveDocumentAnnotationsDocument,
    "\n  query MyStampImages {\n    myStampImages {\n      id\n      width\n      height\n      imageUrl\n    }\n  }\n": typeof types.MyStampImagesDocument,
    "\n  mutation UploadStampImage($imageBase64: String!) {\n    uploadStampImage(imageBase64: $imageBase64) {\n      id\n      width\n      height\n      imageUrl\n    }\n  }\n": typeof types.UploadStampImageDocument,
    "\n  mutation UpdateAccount($name: String!, $email: String!, $currentPassword: String) {\n    updateAccount(name: $name, email: $email, currentPassword: $currentPassword) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": typeof types.UpdateAccountDocument,
    "\n  mutation ConfirmEmailChange($otp: String!) {\n    confirmEmailChange(otp: $otp) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  query DocumentHistory($after: String, $workKey: String, $search: String) {\n    documents(first: 10, after: $after, workKey: $workKey, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          workKey\n          fileName\n          workNameNe\n          workNameEn\n          createdAt\n          verificationCode\n          docxDownloadUrl\n        }\n      }\n    }\n  }\n": typeof types.DocumentHistoryDocument,
    "\n  mutation WithdrawVerification($documentId: ID!) {\n    withdrawVerification(documentId: $documentId) {\n      id\n      verificationCode\n    }\n  }\n": typeof types.WithdrawVerificationDocument,
    "\n  query HistoryWorks {\n    works {\n      key\n      nameNe\n      nameEn\n    }\n  }\n": typeof types.HistoryWorksDocument,
    "\n  query DocumentValues($id: ID!) {\n    document(id: $id) {\n      id\n      workKey\n      values\n    }\n  }\n": typeof types.DocumentValuesDocument,
    "\n  query ApiTokens($officeId: ID) {\n    apiTokens(officeId: $officeId) {\n      id\n      name\n      prefix\n      mode\n      scopes\n      createdAt\n      lastUsedAt\n      expiresAt\n      revokedAt\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query Webhooks {\n    webhookEndpoints {\n      id\n      url\n      events\n      createdAt\n    }\n    webhookDeliveries(first: 10) {\n      id\n      eventType\n      status\n      attempts\n      lastResponseCode\n      nextAttemptAt\n      createdAt\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query ServicesCatalogue {\n    serviceAreas {\n      id\n      nameEn\n      nameNe\n      route\n      comingSoon\n    }\n    works {\n      key\n      nameNe\n      nameEn\n      category\n      serviceAreaId\n      price\n    }\n  }\n": typeof types.ServicesCatalogueDocument,
    "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n      messageCode\n      params\n      user {\n        id\n      }\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  query DocumentVerification($code: String!) {\n    documentVerification(code: $code) {\n      code\n      workKey\n      workNameNe\n      workNameEn\n      issuedOnBs\n      maskedName\n      pdfSha256\n      specimen\n    }\n  }\n": typeof types.DocumentVerificationDocument,
    "\n  query WorkPage($key: String!) {\n    work(key: $key) {\n      key\n      nameNe\n      nameEn\n      category\n      serviceAreaId\n      descriptionNe\n      descriptionEn\n      signerNe\n      signerEn\n      officeNe\n      officeEn\n      price\n      steps {\n        key\n        labelNe\n        labelEn\n      }\n      fields {\n        key\n        labelNe\n        labelEn\n        required\n        step\n      }\n    }\n    serviceAreas {\n      id\n      route\n    }\n  }\n": typeof types.WorkPageDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      tutorialVideoUrl\n      mapEmbedUrl\n      contactAddress\n    }\n  }\n": typeof types.SiteSettingsDocument,
};
const documents: Documents = {
    "\n  fragment CurrentUserFields on User {\n    id\n    name\n    email\n    mobile\n    emailVerified\n    mobileVerified\n    documentTokens\n    isSubscribed\n    subscriptionPlan\n    documentCount\n    ward\n    province\n    district\n    municipality\n    municipalityType\n    provinceId\n    districtId\n    localLevelId\n    provinceSlug\n    districtSlug\n    profilePicUrl\n    pendingEmail\n    details {\n      fullNameNe\n      fullNameEn\n      gender\n      dateOfBirthBs\n      fatherName\n      motherName\n      grandfatherName\n      spouseName\n      citizenshipNumber\n      citizenshipIssueDistrict\n      citizenshipIssueDateBs\n      tole\n    }\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      status\n      message\n      messageCode\n      params\n      verificationRequired\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": types.RegisterDocument,
    "\n  query DistrictChoices {\n    provinces {\n      id\n      districts {\n        id\n        slug\n        nameNe\n        nameEn\n      }\n    }\n  }\n": types.DistrictChoicesDocument,
    "\n  query Provinces {\n    provinces {\n      id\n      nameNe\n      nameEn\n    }\n  }\n": types.ProvincesDocument,
    "\n  query ProvinceDistricts($id: Int!) {\n    province(id: $id) {\n      id\n      districts {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n": types.ProvinceDistrictsDocument,
    "\n  query DistrictLocalLevels($id: Int!) {\n    district(id: $id) {\n      id\n      localLevels {\n        id\n        nameNe\n        nameEn\n        typeLabelNe\n        wardCount\n      }\n    }\n  }\n": types.DistrictLocalLevelsDocument,
    "\n  mutation UpdateLocation($input: UpdateLocationInput!) {\n    updateLocation(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateLocationDocument,
    "\n  fragment WorkEntitlementFields on WorkEntitlement {\n    canGenerate\n    paidBy\n    reason\n    price\n    documentCount\n    freeDocumentsLeft\n    freeDocuments\n    planDocumentsLeft\n    planDocuments\n    paymentProviders\n    plans {\n      plan\n      nameEn\n      price\n      documents\n    }\n  }\n": types.WorkEntitlementFieldsFragmentDoc,
    "\n  mutation ResendOtp($email: String, $mobile: String) {\n    resendOtp(email: $email, mobile: $mobile) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": types.ResendOtpDocument,
    "\n  fragment GeneratedDocumentFields on GeneratedDocument {\n    id\n    status\n    workKey\n    workNameNe\n    workNameEn\n    createdAt\n    failureReason\n    downloadUrl\n    docxDownloadUrl\n    fileName\n  }\n": types.GeneratedDocumentFieldsFragmentDoc,
    "\n  query DocumentById($id: ID!) {\n    document(id: $id) {\n      ...GeneratedDocumentFields\n    }\n  }\n": types.DocumentByIdDocument,
    "\n  query LatestPdf($id: ID!) {\n    document(id: $id) {\n      id\n      fileName\n      downloadUrl\n      versions(first: 1) {\n        id\n        number\n        downloadUrl\n      }\n    }\n  }\n": types.LatestPdfDocument,
    "\n  query PrintDocument($id: ID!) {\n    document(id: $id) {\n      ...GeneratedDocumentFields\n      place\n    }\n  }\n": types.PrintDocumentDocument,
    "\n  fragment ClientChoiceFields on OfficeClient {\n    id\n    fullName\n    fullNameEn\n    gender\n    dateOfBirthBs\n    fatherName\n    motherName\n    grandfatherName\n    spouseName\n    tole\n    citizenshipNumber\n    citizenshipIssueDistrict\n    citizenshipIssueDateBs\n    mobile\n    provinceSlug\n    districtSlug\n    localLevelId\n    addressNe\n  }\n": types.ClientChoiceFieldsFragmentDoc,
    "\n  query ClientChoices($officeId: ID!, $search: String) {\n    officeClients(officeId: $officeId, search: $search, first: 20) {\n      edges {\n        node {\n          ...ClientChoiceFields\n        }\n      }\n    }\n  }\n": types.ClientChoicesDocument,
    "\n  query Plans {\n    plans {\n      plan\n      nameEn\n      price\n      documents\n    }\n  }\n": types.PlansDocument,
    "\n  query PaymentPage($workKey: String, $plan: SubscriptionPlan) {\n    paymentQuote(workKey: $workKey, plan: $plan) {\n      workKey\n      plan\n      nameEn\n      nameNe\n      amount\n    }\n    paymentSettings {\n      testPayments\n      providers {\n        provider\n        configured\n      }\n    }\n  }\n": types.PaymentPageDocument,
    "\n  mutation StartPayment($input: StartPaymentInput!) {\n    startPayment(input: $input) {\n      orderId\n      provider\n      amount\n      repeated\n      formUrl\n      fields {\n        name\n        value\n      }\n      paymentUrl\n    }\n  }\n": types.StartPaymentDocument,
    "\n  mutation ConfirmPayment($provider: PaymentProvider!, $proof: String!) {\n    confirmPayment(provider: $provider, proof: $proof) {\n      outcome\n      status\n      message\n      messageCode\n      params\n      order {\n        id\n        workKey\n        plan\n        amount\n        status\n      }\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  query PurchaseName($workKey: String, $plan: SubscriptionPlan) {\n    paymentQuote(workKey: $workKey, plan: $plan) {\n      workKey\n      plan\n      nameEn\n      nameNe\n      amount\n    }\n  }\n": types.PurchaseNameDocument,
    "\n  query OfficeClients($officeId: ID!, $search: String, $after: String) {\n    officeClients(officeId: $officeId, search: $search, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          fullName\n          fullNameEn\n          fatherName\n          citizenshipNumber\n          possibleDuplicates {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.OfficeClientsDocument,
    "\n  mutation CreateOfficeClient($officeId: ID!, $input: OfficeClientInput!) {\n    createOfficeClient(officeId: $officeId, input: $input) {\n      id\n      fullName\n    }\n  }\n": types.CreateOfficeClientDocument,
    "\n  query AllWorks {\n    works {\n      key\n      nameNe\n      nameEn\n      serviceAreaId\n    }\n    serviceAreas {\n      id\n      route\n    }\n  }\n": types.AllWorksDocument,
    "\n  query MyOffices {\n    myOffices {\n      role\n      office {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n": types.MyOfficesDocument,
    "\n  query ServiceAreas {\n    serviceAreas {\n      id\n      nameEn\n      nameNe\n      imageUrl\n      route\n      comingSoon\n    }\n  }\n": types.ServiceAreasDocument,
    "\n  query RecentWorks {\n    documents(first: 10) {\n      edges {\n        node {\n          id\n          workKey\n          workNameNe\n          workNameEn\n          serviceAreaId\n        }\n      }\n    }\n  }\n": types.RecentWorksDocument,
    "\n  query Allowance($officeId: ID) {\n    allowance(officeId: $officeId) {\n      freeDocuments\n      freeDocumentsLeft\n      plan\n      planDocuments\n      planDocumentsLeft\n    }\n  }\n": types.AllowanceDocument,
    "\n  mutation RequestPasswordReset($email: String, $mobile: String) {\n    requestPasswordReset(email: $email, mobile: $mobile) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  query WorkCatalogue {\n    works {\n      key\n      nameNe\n      nameEn\n      category\n      generatedCount\n    }\n  }\n": types.WorkCatalogueDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query WorksOfArea($serviceAreaId: Int!) {\n    works(serviceAreaId: $serviceAreaId) {\n      key\n      nameNe\n      nameEn\n      price\n    }\n  }\n": types.WorksOfAreaDocument,
    "\n  fragment WorkFieldParts on WorkField {\n    key\n    type\n    labelNe\n    labelEn\n    required\n    placeholder\n    maxLength\n    multiline\n    min\n    max\n    integer\n    pattern\n    patternMessage\n    dateRange\n    options {\n      value\n      labelNe\n      labelEn\n    }\n    minRows\n    maxRows\n    profileKey\n    step\n  }\n": types.WorkFieldPartsFragmentDoc,
    "\n  query WorkFields($workKey: String!, $provinceSlug: String!, $districtSlug: String!, $localLevel: String) {\n    workFields(workKey: $workKey, provinceSlug: $provinceSlug, districtSlug: $districtSlug, localLevel: $localLevel) {\n      ...WorkFieldParts\n      columns {\n        ...WorkFieldParts\n      }\n    }\n    # The steps come in the same request: the guided form adds no round trip.\n    work(key: $workKey) {\n      key\n      steps {\n        key\n        labelNe\n        labelEn\n      }\n    }\n  }\n": types.WorkFieldsDocument,
    "\n  mutation GenerateDocument($input: GenerateDocumentInput!) {\n    generateDocument(input: $input) {\n      ...GeneratedDocumentFields\n    }\n  }\n": types.GenerateDocumentDocument,
    "\n  subscription DocumentUpdated {\n    documentUpdated {\n      ...GeneratedDocumentFields\n    }\n  }\n": types.DocumentUpdatedDocument,
    "\n  mutation SaveProfileDetails($input: ProfileDetailsInput!) {\n    updateProfileDetails(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.SaveProfileDetailsDocument,
    "\n  query WorkEntitlement($workKey: String!, $officeId: ID) {\n    work(key: $workKey) {\n      key\n      entitlement(officeId: $officeId) {\n        ...WorkEntitlementFields\n      }\n    }\n  }\n": types.WorkEntitlementDocument,
    "\n  query OfficeDocuments($officeId: ID!, $filter: OfficeDocumentsFilter, $after: String) {\n    officeDocuments(officeId: $officeId, filter: $filter, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          workKey\n          workNameNe\n          workNameEn\n          createdAt\n          generatedBy\n          client {\n            id\n            fullName\n          }\n          secondClient {\n            id\n            fullName\n          }\n        }\n      }\n    }\n  }\n": types.OfficeDocumentsDocument,
    "\n  query OfficeMembers($officeId: ID!) {\n    office(id: $officeId) {\n      id\n      members {\n        id\n        userId\n        name\n      }\n    }\n  }\n": types.OfficeMembersDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      role\n      office {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  query OfficeTeam($id: ID!) {\n    office(id: $id) {\n      id\n      nameNe\n      nameEn\n      myRole\n      members {\n        id\n        userId\n        name\n        role\n      }\n    }\n  }\n": types.OfficeTeamDocument,
    "\n  mutation CreateOffice($input: CreateOfficeInput!) {\n    createOffice(input: $input) {\n      role\n      office {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n": types.CreateOfficeDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n    }\n  }\n": types.InviteMemberDocument,
    "\n  query OfficeUsage($officeId: ID!, $month: String!) {\n    officeUsage(officeId: $officeId, month: $month) {\n      month\n      documents\n      freeDocumentsLeft\n      plan\n      planExpiresAt\n      planDocuments\n      planDocumentsLeft\n      byMember {\n        userId\n        name\n        documents\n      }\n      byWork {\n        workKey\n        nameNe\n        nameEn\n        documents\n      }\n      payments {\n        id\n        plan\n        amount\n        status\n        paidBy\n        createdAt\n      }\n    }\n  }\n": types.OfficeUsageDocument,
    "\n  mutation VerifyEmailOtp($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n      messageCode\n      params\n      user {\n        id\n      }\n    }\n  }\n": types.VerifyEmailOtpDocument,
    "\n  mutation VerifyMobileOtp($mobile: String!, $otp: String!) {\n    verifyMobile(mobile: $mobile, otp: $otp) {\n      status\n      message\n      messageCode\n      params\n      user {\n        id\n      }\n    }\n  }\n": types.VerifyMobileOtpDocument,
    "\n  fragment AnnotationVersionFields on DocumentVersionType {\n    id\n    number\n    createdAt\n    downloadUrl\n    annotations\n  }\n": types.AnnotationVersionFieldsFragmentDoc,
    "\n  query DocumentVersions($id: ID!) {\n    document(id: $id) {\n      id\n      versions(first: 50) {\n        ...AnnotationVersionFields\n      }\n    }\n  }\n": types.DocumentVersionsDocument,
    "\n  mutation SaveDocumentAnnotations($documentId: ID!, $annotations: [AnnotationInput!]!) {\n    saveDocumentAnnotations(documentId: $documentId, annotations: $annotations) {\n      ...AnnotationVersionFields\n    }\n  }\n": types.SaveDocumentAnnotationsDocument,
    "\n  query MyStampImages {\n    myStampImages {\n      id\n      width\n      height\n      imageUrl\n    }\n  }\n": types.MyStampImagesDocument,
    "\n  mutation UploadStampImage($imageBase64: String!) {\n    uploadStampImage(imageBase64: $imageBase64) {\n      id\n      width\n      height\n      imageUrl\n    }\n  }\n": types.UploadStampImageDocument,
    "\n  mutation UpdateAccount($name: String!, $email: String!, $currentPassword: String) {\n    updateAccount(name: $name, email: $email, currentPassword: $currentPassword) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": types.UpdateAccountDocument,
    "\n  mutation ConfirmEmailChange($otp: String!) {\n    confirmEmailChange(otp: $otp) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  query DocumentHistory($after: String, $workKey: String, $search: String) {\n    documents(first: 10, after: $after, workKey: $workKey, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          workKey\n          fileName\n          workNameNe\n          workNameEn\n          createdAt\n          verificationCode\n          docxDownloadUrl\n        }\n      }\n    }\n  }\n": types.DocumentHistoryDocument,
    "\n  mutation WithdrawVerification($documentId: ID!) {\n    withdrawVerification(documentId: $documentId) {\n      id\n      verificationCode\n    }\n  }\n": types.WithdrawVerificationDocument,
    "\n  query HistoryWorks {\n    works {\n      key\n      nameNe\n      nameEn\n    }\n  }\n": types.HistoryWorksDocument,
    "\n  query DocumentValues($id: ID!) {\n    document(id: $id) {\n      id\n      workKey\n      values\n    }\n  }\n": types.DocumentValuesDocument,
    "\n  query ApiTokens($officeId: ID) {\n    apiTokens(officeId: $officeId) {\n      id\n      name\n      prefix\n      mode\n      scopes\n      createdAt\n      lastUsedAt\n      expiresAt\n      revokedAt\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  query Webhooks {\n    webhookEndpoints {\n      id\n      url\n      events\n      createdAt\n    }\n    webhookDeliveries(first: 10) {\n      id\n      eventType\n      status\n      attempts\n      lastResponseCode\n      nextAttemptAt\n      createdAt\n    }\n  }\n": types.WebhooksDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query ServicesCatalogue {\n    serviceAreas {\n      id\n      nameEn\n      nameNe\n      route\n      comingSoon\n    }\n    works {\n      key\n      nameNe\n      nameEn\n      category\n      serviceAreaId\n      price\n    }\n  }\n": types.ServicesCatalogueDocument,
    "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n      messageCode\n      params\n      user {\n        id\n      }\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  query DocumentVerification($code: String!) {\n    documentVerification(code: $code) {\n      code\n      workKey\n      workNameNe\n      workNameEn\n      issuedOnBs\n      maskedName\n      pdfSha256\n      specimen\n    }\n  }\n": types.DocumentVerificationDocument,
    "\n  query WorkPage($key: String!) {\n    work(key: $key) {\n      key\n      nameNe\n      nameEn\n      category\n      serviceAreaId\n      descriptionNe\n      descriptionEn\n      signerNe\n      signerEn\n      officeNe\n      officeEn\n      price\n      steps {\n        key\n        labelNe\n        labelEn\n      }\n      fields {\n        key\n        labelNe\n        labelEn\n        required\n        step\n      }\n    }\n    serviceAreas {\n      id\n      route\n    }\n  }\n": types.WorkPageDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      tutorialVideoUrl\n      mapEmbedUrl\n      contactAddress\n    }\n  }\n": types.SiteSettingsDocument,
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
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    name\n    email\n    mobile\n    emailVerified\n    mobileVerified\n    documentTokens\n    isSubscribed\n    subscriptionPlan\n    documentCount\n    ward\n    province\n    district\n    municipality\n    municipalityType\n    provinceId\n    districtId\n    localLevelId\n    provinceSlug\n    districtSlug\n    profilePicUrl\n    pendingEmail\n    details {\n      fullNameNe\n      fullNameEn\n      gender\n      dateOfBirthBs\n      fatherName\n      motherName\n      grandfatherName\n      spouseName\n      citizenshipNumber\n      citizenshipIssueDistrict\n      citizenshipIssueDateBs\n      tole\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    name\n    email\n    mobile\n    emailVerified\n    mobileVerified\n    documentTokens\n    isSubscribed\n    subscriptionPlan\n    documentCount\n    ward\n    province\n    district\n    municipality\n    municipalityType\n    provinceId\n    districtId\n    localLevelId\n    provinceSlug\n    districtSlug\n    profilePicUrl\n    pendingEmail\n    details {\n      fullNameNe\n      fullNameEn\n      gender\n      dateOfBirthBs\n      fatherName\n      motherName\n      grandfatherName\n      spouseName\n      citizenshipNumber\n      citizenshipIssueDistrict\n      citizenshipIssueDateBs\n      tole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      status\n      message\n      messageCode\n      params\n      verificationRequired\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      status\n      message\n      messageCode\n      params\n      verificationRequired\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DistrictChoices {\n    provinces {\n      id\n      districts {\n        id\n        slug\n        nameNe\n        nameEn\n      }\n    }\n  }\n"): (typeof documents)["\n  query DistrictChoices {\n    provinces {\n      id\n      districts {\n        id\n        slug\n        nameNe\n        nameEn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Provinces {\n    provinces {\n      id\n      nameNe\n      nameEn\n    }\n  }\n"): (typeof documents)["\n  query Provinces {\n    provinces {\n      id\n      nameNe\n      nameEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProvinceDistricts($id: Int!) {\n    province(id: $id) {\n      id\n      districts {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProvinceDistricts($id: Int!) {\n    province(id: $id) {\n      id\n      districts {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DistrictLocalLevels($id: Int!) {\n    district(id: $id) {\n      id\n      localLevels {\n        id\n        nameNe\n        nameEn\n        typeLabelNe\n        wardCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query DistrictLocalLevels($id: Int!) {\n    district(id: $id) {\n      id\n      localLevels {\n        id\n        nameNe\n        nameEn\n        typeLabelNe\n        wardCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocation($input: UpdateLocationInput!) {\n    updateLocation(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLocation($input: UpdateLocationInput!) {\n    updateLocation(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkEntitlementFields on WorkEntitlement {\n    canGenerate\n    paidBy\n    reason\n    price\n    documentCount\n    freeDocumentsLeft\n    freeDocuments\n    planDocumentsLeft\n    planDocuments\n    paymentProviders\n    plans {\n      plan\n      nameEn\n      price\n      documents\n    }\n  }\n"): (typeof documents)["\n  fragment WorkEntitlementFields on WorkEntitlement {\n    canGenerate\n    paidBy\n    reason\n    price\n    documentCount\n    freeDocumentsLeft\n    freeDocuments\n    planDocumentsLeft\n    planDocuments\n    paymentProviders\n    plans {\n      plan\n      nameEn\n      price\n      documents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendOtp($email: String, $mobile: String) {\n    resendOtp(email: $email, mobile: $mobile) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"): (typeof documents)["\n  mutation ResendOtp($email: String, $mobile: String) {\n    resendOtp(email: $email, mobile: $mobile) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GeneratedDocumentFields on GeneratedDocument {\n    id\n    status\n    workKey\n    workNameNe\n    workNameEn\n    createdAt\n    failureReason\n    downloadUrl\n    docxDownloadUrl\n    fileName\n  }\n"): (typeof documents)["\n  fragment GeneratedDocumentFields on GeneratedDocument {\n    id\n    status\n    workKey\n    workNameNe\n    workNameEn\n    createdAt\n    failureReason\n    downloadUrl\n    docxDownloadUrl\n    fileName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentById($id: ID!) {\n    document(id: $id) {\n      ...GeneratedDocumentFields\n    }\n  }\n"): (typeof documents)["\n  query DocumentById($id: ID!) {\n    document(id: $id) {\n      ...GeneratedDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestPdf($id: ID!) {\n    document(id: $id) {\n      id\n      fileName\n      downloadUrl\n      versions(first: 1) {\n        id\n        number\n        downloadUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query LatestPdf($id: ID!) {\n    document(id: $id) {\n      id\n      fileName\n      downloadUrl\n      versions(first: 1) {\n        id\n        number\n        downloadUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintDocument($id: ID!) {\n    document(id: $id) {\n      ...GeneratedDocumentFields\n      place\n    }\n  }\n"): (typeof documents)["\n  query PrintDocument($id: ID!) {\n    document(id: $id) {\n      ...GeneratedDocumentFields\n      place\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientChoiceFields on OfficeClient {\n    id\n    fullName\n    fullNameEn\n    gender\n    dateOfBirthBs\n    fatherName\n    motherName\n    grandfatherName\n    spouseName\n    tole\n    citizenshipNumber\n    citizenshipIssueDistrict\n    citizenshipIssueDateBs\n    mobile\n    provinceSlug\n    districtSlug\n    localLevelId\n    addressNe\n  }\n"): (typeof documents)["\n  fragment ClientChoiceFields on OfficeClient {\n    id\n    fullName\n    fullNameEn\n    gender\n    dateOfBirthBs\n    fatherName\n    motherName\n    grandfatherName\n    spouseName\n    tole\n    citizenshipNumber\n    citizenshipIssueDistrict\n    citizenshipIssueDateBs\n    mobile\n    provinceSlug\n    districtSlug\n    localLevelId\n    addressNe\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientChoices($officeId: ID!, $search: String) {\n    officeClients(officeId: $officeId, search: $search, first: 20) {\n      edges {\n        node {\n          ...ClientChoiceFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientChoices($officeId: ID!, $search: String) {\n    officeClients(officeId: $officeId, search: $search, first: 20) {\n      edges {\n        node {\n          ...ClientChoiceFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans {\n    plans {\n      plan\n      nameEn\n      price\n      documents\n    }\n  }\n"): (typeof documents)["\n  query Plans {\n    plans {\n      plan\n      nameEn\n      price\n      documents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentPage($workKey: String, $plan: SubscriptionPlan) {\n    paymentQuote(workKey: $workKey, plan: $plan) {\n      workKey\n      plan\n      nameEn\n      nameNe\n      amount\n    }\n    paymentSettings {\n      testPayments\n      providers {\n        provider\n        configured\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentPage($workKey: String, $plan: SubscriptionPlan) {\n    paymentQuote(workKey: $workKey, plan: $plan) {\n      workKey\n      plan\n      nameEn\n      nameNe\n      amount\n    }\n    paymentSettings {\n      testPayments\n      providers {\n        provider\n        configured\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPayment($input: StartPaymentInput!) {\n    startPayment(input: $input) {\n      orderId\n      provider\n      amount\n      repeated\n      formUrl\n      fields {\n        name\n        value\n      }\n      paymentUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartPayment($input: StartPaymentInput!) {\n    startPayment(input: $input) {\n      orderId\n      provider\n      amount\n      repeated\n      formUrl\n      fields {\n        name\n        value\n      }\n      paymentUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($provider: PaymentProvider!, $proof: String!) {\n    confirmPayment(provider: $provider, proof: $proof) {\n      outcome\n      status\n      message\n      messageCode\n      params\n      order {\n        id\n        workKey\n        plan\n        amount\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($provider: PaymentProvider!, $proof: String!) {\n    confirmPayment(provider: $provider, proof: $proof) {\n      outcome\n      status\n      message\n      messageCode\n      params\n      order {\n        id\n        workKey\n        plan\n        amount\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseName($workKey: String, $plan: SubscriptionPlan) {\n    paymentQuote(workKey: $workKey, plan: $plan) {\n      workKey\n      plan\n      nameEn\n      nameNe\n      amount\n    }\n  }\n"): (typeof documents)["\n  query PurchaseName($workKey: String, $plan: SubscriptionPlan) {\n    paymentQuote(workKey: $workKey, plan: $plan) {\n      workKey\n      plan\n      nameEn\n      nameNe\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeClients($officeId: ID!, $search: String, $after: String) {\n    officeClients(officeId: $officeId, search: $search, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          fullName\n          fullNameEn\n          fatherName\n          citizenshipNumber\n          possibleDuplicates {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficeClients($officeId: ID!, $search: String, $after: String) {\n    officeClients(officeId: $officeId, search: $search, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          fullName\n          fullNameEn\n          fatherName\n          citizenshipNumber\n          possibleDuplicates {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOfficeClient($officeId: ID!, $input: OfficeClientInput!) {\n    createOfficeClient(officeId: $officeId, input: $input) {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOfficeClient($officeId: ID!, $input: OfficeClientInput!) {\n    createOfficeClient(officeId: $officeId, input: $input) {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllWorks {\n    works {\n      key\n      nameNe\n      nameEn\n      serviceAreaId\n    }\n    serviceAreas {\n      id\n      route\n    }\n  }\n"): (typeof documents)["\n  query AllWorks {\n    works {\n      key\n      nameNe\n      nameEn\n      serviceAreaId\n    }\n    serviceAreas {\n      id\n      route\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOffices {\n    myOffices {\n      role\n      office {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOffices {\n    myOffices {\n      role\n      office {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceAreas {\n    serviceAreas {\n      id\n      nameEn\n      nameNe\n      imageUrl\n      route\n      comingSoon\n    }\n  }\n"): (typeof documents)["\n  query ServiceAreas {\n    serviceAreas {\n      id\n      nameEn\n      nameNe\n      imageUrl\n      route\n      comingSoon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentWorks {\n    documents(first: 10) {\n      edges {\n        node {\n          id\n          workKey\n          workNameNe\n          workNameEn\n          serviceAreaId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentWorks {\n    documents(first: 10) {\n      edges {\n        node {\n          id\n          workKey\n          workNameNe\n          workNameEn\n          serviceAreaId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Allowance($officeId: ID) {\n    allowance(officeId: $officeId) {\n      freeDocuments\n      freeDocumentsLeft\n      plan\n      planDocuments\n      planDocumentsLeft\n    }\n  }\n"): (typeof documents)["\n  query Allowance($officeId: ID) {\n    allowance(officeId: $officeId) {\n      freeDocuments\n      freeDocumentsLeft\n      plan\n      planDocuments\n      planDocumentsLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String, $mobile: String) {\n    requestPasswordReset(email: $email, mobile: $mobile) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String, $mobile: String) {\n    requestPasswordReset(email: $email, mobile: $mobile) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkCatalogue {\n    works {\n      key\n      nameNe\n      nameEn\n      category\n      generatedCount\n    }\n  }\n"): (typeof documents)["\n  query WorkCatalogue {\n    works {\n      key\n      nameNe\n      nameEn\n      category\n      generatedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorksOfArea($serviceAreaId: Int!) {\n    works(serviceAreaId: $serviceAreaId) {\n      key\n      nameNe\n      nameEn\n      price\n    }\n  }\n"): (typeof documents)["\n  query WorksOfArea($serviceAreaId: Int!) {\n    works(serviceAreaId: $serviceAreaId) {\n      key\n      nameNe\n      nameEn\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkFieldParts on WorkField {\n    key\n    type\n    labelNe\n    labelEn\n    required\n    placeholder\n    maxLength\n    multiline\n    min\n    max\n    integer\n    pattern\n    patternMessage\n    dateRange\n    options {\n      value\n      labelNe\n      labelEn\n    }\n    minRows\n    maxRows\n    profileKey\n    step\n  }\n"): (typeof documents)["\n  fragment WorkFieldParts on WorkField {\n    key\n    type\n    labelNe\n    labelEn\n    required\n    placeholder\n    maxLength\n    multiline\n    min\n    max\n    integer\n    pattern\n    patternMessage\n    dateRange\n    options {\n      value\n      labelNe\n      labelEn\n    }\n    minRows\n    maxRows\n    profileKey\n    step\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkFields($workKey: String!, $provinceSlug: String!, $districtSlug: String!, $localLevel: String) {\n    workFields(workKey: $workKey, provinceSlug: $provinceSlug, districtSlug: $districtSlug, localLevel: $localLevel) {\n      ...WorkFieldParts\n      columns {\n        ...WorkFieldParts\n      }\n    }\n    # The steps come in the same request: the guided form adds no round trip.\n    work(key: $workKey) {\n      key\n      steps {\n        key\n        labelNe\n        labelEn\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkFields($workKey: String!, $provinceSlug: String!, $districtSlug: String!, $localLevel: String) {\n    workFields(workKey: $workKey, provinceSlug: $provinceSlug, districtSlug: $districtSlug, localLevel: $localLevel) {\n      ...WorkFieldParts\n      columns {\n        ...WorkFieldParts\n      }\n    }\n    # The steps come in the same request: the guided form adds no round trip.\n    work(key: $workKey) {\n      key\n      steps {\n        key\n        labelNe\n        labelEn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateDocument($input: GenerateDocumentInput!) {\n    generateDocument(input: $input) {\n      ...GeneratedDocumentFields\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateDocument($input: GenerateDocumentInput!) {\n    generateDocument(input: $input) {\n      ...GeneratedDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DocumentUpdated {\n    documentUpdated {\n      ...GeneratedDocumentFields\n    }\n  }\n"): (typeof documents)["\n  subscription DocumentUpdated {\n    documentUpdated {\n      ...GeneratedDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProfileDetails($input: ProfileDetailsInput!) {\n    updateProfileDetails(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProfileDetails($input: ProfileDetailsInput!) {\n    updateProfileDetails(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkEntitlement($workKey: String!, $officeId: ID) {\n    work(key: $workKey) {\n      key\n      entitlement(officeId: $officeId) {\n        ...WorkEntitlementFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkEntitlement($workKey: String!, $officeId: ID) {\n    work(key: $workKey) {\n      key\n      entitlement(officeId: $officeId) {\n        ...WorkEntitlementFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeDocuments($officeId: ID!, $filter: OfficeDocumentsFilter, $after: String) {\n    officeDocuments(officeId: $officeId, filter: $filter, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          workKey\n          workNameNe\n          workNameEn\n          createdAt\n          generatedBy\n          client {\n            id\n            fullName\n          }\n          secondClient {\n            id\n            fullName\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficeDocuments($officeId: ID!, $filter: OfficeDocumentsFilter, $after: String) {\n    officeDocuments(officeId: $officeId, filter: $filter, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          workKey\n          workNameNe\n          workNameEn\n          createdAt\n          generatedBy\n          client {\n            id\n            fullName\n          }\n          secondClient {\n            id\n            fullName\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeMembers($officeId: ID!) {\n    office(id: $officeId) {\n      id\n      members {\n        id\n        userId\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficeMembers($officeId: ID!) {\n    office(id: $officeId) {\n      id\n      members {\n        id\n        userId\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      role\n      office {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      role\n      office {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeTeam($id: ID!) {\n    office(id: $id) {\n      id\n      nameNe\n      nameEn\n      myRole\n      members {\n        id\n        userId\n        name\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficeTeam($id: ID!) {\n    office(id: $id) {\n      id\n      nameNe\n      nameEn\n      myRole\n      members {\n        id\n        userId\n        name\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOffice($input: CreateOfficeInput!) {\n    createOffice(input: $input) {\n      role\n      office {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOffice($input: CreateOfficeInput!) {\n    createOffice(input: $input) {\n      role\n      office {\n        id\n        nameNe\n        nameEn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeUsage($officeId: ID!, $month: String!) {\n    officeUsage(officeId: $officeId, month: $month) {\n      month\n      documents\n      freeDocumentsLeft\n      plan\n      planExpiresAt\n      planDocuments\n      planDocumentsLeft\n      byMember {\n        userId\n        name\n        documents\n      }\n      byWork {\n        workKey\n        nameNe\n        nameEn\n        documents\n      }\n      payments {\n        id\n        plan\n        amount\n        status\n        paidBy\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficeUsage($officeId: ID!, $month: String!) {\n    officeUsage(officeId: $officeId, month: $month) {\n      month\n      documents\n      freeDocumentsLeft\n      plan\n      planExpiresAt\n      planDocuments\n      planDocumentsLeft\n      byMember {\n        userId\n        name\n        documents\n      }\n      byWork {\n        workKey\n        nameNe\n        nameEn\n        documents\n      }\n      payments {\n        id\n        plan\n        amount\n        status\n        paidBy\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmailOtp($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n      messageCode\n      params\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmailOtp($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n      messageCode\n      params\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyMobileOtp($mobile: String!, $otp: String!) {\n    verifyMobile(mobile: $mobile, otp: $otp) {\n      status\n      message\n      messageCode\n      params\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyMobileOtp($mobile: String!, $otp: String!) {\n    verifyMobile(mobile: $mobile, otp: $otp) {\n      status\n      message\n      messageCode\n      params\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnotationVersionFields on DocumentVersionType {\n    id\n    number\n    createdAt\n    downloadUrl\n    annotations\n  }\n"): (typeof documents)["\n  fragment AnnotationVersionFields on DocumentVersionType {\n    id\n    number\n    createdAt\n    downloadUrl\n    annotations\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentVersions($id: ID!) {\n    document(id: $id) {\n      id\n      versions(first: 50) {\n        ...AnnotationVersionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DocumentVersions($id: ID!) {\n    document(id: $id) {\n      id\n      versions(first: 50) {\n        ...AnnotationVersionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDocumentAnnotations($documentId: ID!, $annotations: [AnnotationInput!]!) {\n    saveDocumentAnnotations(documentId: $documentId, annotations: $annotations) {\n      ...AnnotationVersionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDocumentAnnotations($documentId: ID!, $annotations: [AnnotationInput!]!) {\n    saveDocumentAnnotations(documentId: $documentId, annotations: $annotations) {\n      ...AnnotationVersionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStampImages {\n    myStampImages {\n      id\n      width\n      height\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  query MyStampImages {\n    myStampImages {\n      id\n      width\n      height\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadStampImage($imageBase64: String!) {\n    uploadStampImage(imageBase64: $imageBase64) {\n      id\n      width\n      height\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UploadStampImage($imageBase64: String!) {\n    uploadStampImage(imageBase64: $imageBase64) {\n      id\n      width\n      height\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccount($name: String!, $email: String!, $currentPassword: String) {\n    updateAccount(name: $name, email: $email, currentPassword: $currentPassword) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccount($name: String!, $email: String!, $currentPassword: String) {\n    updateAccount(name: $name, email: $email, currentPassword: $currentPassword) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($otp: String!) {\n    confirmEmailChange(otp: $otp) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($otp: String!) {\n    confirmEmailChange(otp: $otp) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentHistory($after: String, $workKey: String, $search: String) {\n    documents(first: 10, after: $after, workKey: $workKey, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          workKey\n          fileName\n          workNameNe\n          workNameEn\n          createdAt\n          verificationCode\n          docxDownloadUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DocumentHistory($after: String, $workKey: String, $search: String) {\n    documents(first: 10, after: $after, workKey: $workKey, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          workKey\n          fileName\n          workNameNe\n          workNameEn\n          createdAt\n          verificationCode\n          docxDownloadUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawVerification($documentId: ID!) {\n    withdrawVerification(documentId: $documentId) {\n      id\n      verificationCode\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawVerification($documentId: ID!) {\n    withdrawVerification(documentId: $documentId) {\n      id\n      verificationCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryWorks {\n    works {\n      key\n      nameNe\n      nameEn\n    }\n  }\n"): (typeof documents)["\n  query HistoryWorks {\n    works {\n      key\n      nameNe\n      nameEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentValues($id: ID!) {\n    document(id: $id) {\n      id\n      workKey\n      values\n    }\n  }\n"): (typeof documents)["\n  query DocumentValues($id: ID!) {\n    document(id: $id) {\n      id\n      workKey\n      values\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens($officeId: ID) {\n    apiTokens(officeId: $officeId) {\n      id\n      name\n      prefix\n      mode\n      scopes\n      createdAt\n      lastUsedAt\n      expiresAt\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens($officeId: ID) {\n    apiTokens(officeId: $officeId) {\n      id\n      name\n      prefix\n      mode\n      scopes\n      createdAt\n      lastUsedAt\n      expiresAt\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhookEndpoints {\n      id\n      url\n      events\n      createdAt\n    }\n    webhookDeliveries(first: 10) {\n      id\n      eventType\n      status\n      attempts\n      lastResponseCode\n      nextAttemptAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Webhooks {\n    webhookEndpoints {\n      id\n      url\n      events\n      createdAt\n    }\n    webhookDeliveries(first: 10) {\n      id\n      eventType\n      status\n      attempts\n      lastResponseCode\n      nextAttemptAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n      message\n      messageCode\n      params\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesCatalogue {\n    serviceAreas {\n      id\n      nameEn\n      nameNe\n      route\n      comingSoon\n    }\n    works {\n      key\n      nameNe\n      nameEn\n      category\n      serviceAreaId\n      price\n    }\n  }\n"): (typeof documents)["\n  query ServicesCatalogue {\n    serviceAreas {\n      id\n      nameEn\n      nameNe\n      route\n      comingSoon\n    }\n    works {\n      key\n      nameNe\n      nameEn\n      category\n      serviceAreaId\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n      messageCode\n      params\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      status\n      message\n      messageCode\n      params\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentVerification($code: String!) {\n    documentVerification(code: $code) {\n      code\n      workKey\n      workNameNe\n      workNameEn\n      issuedOnBs\n      maskedName\n      pdfSha256\n      specimen\n    }\n  }\n"): (typeof documents)["\n  query DocumentVerification($code: String!) {\n    documentVerification(code: $code) {\n      code\n      workKey\n      workNameNe\n      workNameEn\n      issuedOnBs\n      maskedName\n      pdfSha256\n      specimen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkPage($key: String!) {\n    work(key: $key) {\n      key\n      nameNe\n      nameEn\n      category\n      serviceAreaId\n      descriptionNe\n      descriptionEn\n      signerNe\n      signerEn\n      officeNe\n      officeEn\n      price\n      steps {\n        key\n        labelNe\n        labelEn\n      }\n      fields {\n        key\n        labelNe\n        labelEn\n        required\n        step\n      }\n    }\n    serviceAreas {\n      id\n      route\n    }\n  }\n"): (typeof documents)["\n  query WorkPage($key: String!) {\n    work(key: $key) {\n      key\n      nameNe\n      nameEn\n      category\n      serviceAreaId\n      descriptionNe\n      descriptionEn\n      signerNe\n      signerEn\n      officeNe\n      officeEn\n      price\n      steps {\n        key\n        labelNe\n        labelEn\n      }\n      fields {\n        key\n        labelNe\n        labelEn\n        required\n        step\n      }\n    }\n    serviceAreas {\n      id\n      route\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings {\n      tutorialVideoUrl\n      mapEmbedUrl\n      contactAddress\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings {\n      tutorialVideoUrl\n      mapEmbedUrl\n      contactAddress\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;