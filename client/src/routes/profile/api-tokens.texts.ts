import { defineTexts } from '../../i18n/texts';

/** The scopes as the profile screen names them (the enum values of ApiTokenScope). */
export const SCOPE_ORDER = [
  'DOCUMENTS_READ',
  'DOCUMENTS_WRITE',
  'PROFILE_READ',
  'PROFILE_WRITE',
  'PAYMENTS_READ',
  'GRAPHQL_ANY',
] as const;

/** An office's token holds the office's scopes only (the profile and payments are a person's). */
export const OFFICE_SCOPE_ORDER = [
  'CLIENTS_READ',
  'CLIENTS_WRITE',
  'MEMBERS_READ',
  'DOCUMENTS_READ',
  'DOCUMENTS_WRITE',
  'GRAPHQL_ANY',
] as const;

export type ScopeKey = (typeof SCOPE_ORDER)[number] | (typeof OFFICE_SCOPE_ORDER)[number];

/** The scope as partners write it (the docs, the errors): shown beside its description, in English. */
export const SCOPE_IDS: Record<ScopeKey, string> = {
  DOCUMENTS_READ: 'documents:read',
  DOCUMENTS_WRITE: 'documents:write',
  PROFILE_READ: 'profile:read',
  PROFILE_WRITE: 'profile:write',
  PAYMENTS_READ: 'payments:read',
  CLIENTS_READ: 'clients:read',
  CLIENTS_WRITE: 'clients:write',
  MEMBERS_READ: 'members:read',
  GRAPHQL_ANY: 'graphql:any',
};

export const apiTokenTexts = defineTexts({
  en: {
    title: 'API tokens',
    intro:
      'A token lets a program (a cooperative’s app, an office’s software) use Lekhapadi as you, within the scopes you choose. It cannot change your password, e-mail or mobile, or pay.',
    name: 'Token name',
    scopes: 'Scopes',
    scope: {
      DOCUMENTS_READ: 'Read documents',
      DOCUMENTS_WRITE: 'Generate documents',
      PROFILE_READ: 'Read the profile',
      PROFILE_WRITE: 'Change the location and details',
      PAYMENTS_READ: 'Payment notices',
      CLIENTS_READ: 'Read the office’s clients',
      CLIENTS_WRITE: 'Add and change the office’s clients',
      MEMBERS_READ: 'Read the office’s members',
      GRAPHQL_ANY: 'Send GraphQL operations of its own',
    } as Record<ScopeKey, string>,
    expiry: 'Expires',
    expiryChoice: { never: 'Never', '30': 'In 30 days', '90': 'In 90 days', '365': 'In a year' } as Record<
      string,
      string
    >,
    create: 'Create token',
    secretTitle: 'Copy your new token now',
    secretText: 'It is shown only this once. Keep it as safe as a password.',
    secretLabel: 'New API token',
    copy: 'Copy token',
    copied: 'Copied',
    done: 'Done',
    none: 'No API tokens yet.',
    tableLabel: 'Your API tokens',
    columns: {
      name: 'Name',
      prefix: 'Token',
      scopes: 'Scopes',
      created: 'Created',
      lastUsed: 'Last used',
      expires: 'Expires',
      actions: 'Actions',
    },
    never: 'Never',
    notUsed: 'Not yet',
    revoked: 'Revoked',
    revoke: 'Revoke',
    revokeLabel: (name: string) => `Revoke ${name}`,
    revokedDone: 'The token was revoked.',
    created: 'Token created.',
    officeTitle: 'The office’s API tokens',
    officeIntro:
      'For the office’s own software: such a token reaches this office’s clients and documents only, never your personal data. Owners make and revoke them.',
  },
  ne: {
    title: 'API टोकनहरू',
    intro:
      'टोकनले कुनै प्रोग्राम (सहकारीको एप, कार्यालयको सफ्टवेयर) लाई तपाईंले छानेका अनुमतिभित्र तपाईंको तर्फबाट लेखापढी प्रयोग गर्न दिन्छ। यसले पासवर्ड, इमेल वा मोबाइल बदल्न वा भुक्तानी गर्न सक्दैन।',
    name: 'टोकनको नाम',
    scopes: 'अनुमतिहरू',
    scope: {
      DOCUMENTS_READ: 'कागजात हेर्ने',
      DOCUMENTS_WRITE: 'कागजात बनाउने',
      PROFILE_READ: 'प्रोफाइल हेर्ने',
      PROFILE_WRITE: 'ठेगाना र विवरण बदल्ने',
      PAYMENTS_READ: 'भुक्तानीको सूचना',
      CLIENTS_READ: 'कार्यालयका ग्राहक हेर्ने',
      CLIENTS_WRITE: 'कार्यालयका ग्राहक थप्ने र बदल्ने',
      MEMBERS_READ: 'कार्यालयका सदस्य हेर्ने',
      GRAPHQL_ANY: 'आफ्नै GraphQL अनुरोध पठाउने',
    } as Record<ScopeKey, string>,
    expiry: 'म्याद',
    expiryChoice: { never: 'कहिल्यै नसकिने', '30': '३० दिनमा', '90': '९० दिनमा', '365': 'एक वर्षमा' } as Record<
      string,
      string
    >,
    create: 'टोकन बनाउनुहोस्',
    secretTitle: 'नयाँ टोकन अहिले नै कपी गर्नुहोस्',
    secretText: 'यो एक पटक मात्र देखाइन्छ। यसलाई पासवर्डजस्तै सुरक्षित राख्नुहोस्।',
    secretLabel: 'नयाँ API टोकन',
    copy: 'टोकन कपी गर्नुहोस्',
    copied: 'कपी भयो',
    done: 'सकियो',
    none: 'अहिलेसम्म कुनै API टोकन छैन।',
    tableLabel: 'तपाईंका API टोकनहरू',
    columns: {
      name: 'नाम',
      prefix: 'टोकन',
      scopes: 'अनुमतिहरू',
      created: 'बनाएको',
      lastUsed: 'अन्तिम प्रयोग',
      expires: 'म्याद',
      actions: 'कार्य',
    },
    never: 'कहिल्यै होइन',
    notUsed: 'अहिलेसम्म छैन',
    revoked: 'रद्द गरिएको',
    revoke: 'रद्द गर्नुहोस्',
    revokeLabel: (name: string) => `${name} रद्द गर्नुहोस्`,
    revokedDone: 'टोकन रद्द गरियो।',
    created: 'टोकन बनियो।',
    officeTitle: 'कार्यालयका API टोकनहरू',
    officeIntro:
      'कार्यालयको आफ्नै सफ्टवेयरका लागि: यस्तो टोकनले यही कार्यालयका ग्राहक र कागजात मात्र पाउँछ, तपाईंको व्यक्तिगत विवरण पाउँदैन। सञ्चालकले मात्र बनाउने र रद्द गर्ने।',
  },
});
