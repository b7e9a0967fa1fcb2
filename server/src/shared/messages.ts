// Every message the server can send, by a stable code, with its English text (the spec's words).
// The code and its parameters cross the wire next to the English text (GraphQL extensions
// `messageCode` and `params`, REST `messageCode` and `params`); each screen renders the code in the
// reader's language (client/src/i18n/server-messages.ts holds the Nepali of every code here).
// Pure TypeScript: the browser fetches it as a chunk of its own for English readers (as it fetches
// the Nepali catalogue for Nepali ones). `{name}` marks a parameter.
import { type MessageParams, fillTemplate } from './message-template.js';

export const englishMessages = {
  // register form
  'register.firstNameRequired': 'firstName is required',
  'register.firstNameDigits': "First name shouldn't contain numbers",
  'register.lastNameRequired': 'lastName is required',
  'register.lastNameDigits': "Last name shouldn't contain numbers",
  'register.nameRequired': 'name is required',
  'register.nameDigits': "Name shouldn't contain numbers",
  'register.emailRequired': 'email is required',
  'register.emailInvalid': 'Enter a valid email',
  'register.mobileRequired': 'mobile is required',
  'register.mobileDigits': 'Mobile should contain 10 digits',
  'register.passwordRequired': 'Password is required',
  'register.passwordTooShort': 'Password must be at least 8 characters long',
  'register.confirmPasswordRequired': 'confirmPassword is required',
  'register.passwordsDiffer': 'Passwords do not match',
  'register.done': 'Registration successful. We sent a verification code to your email.',
  // sign-in
  'login.emailRequired': 'Email is required',
  'login.mobileRequired': 'Mobile number is required',
  'login.passwordRequired': 'Password is required',
  'login.emailNotVerified': 'Email not verified. OTP sent to your email',
  'login.mobileNotVerified': 'Mobile not verified. OTP sent to your mobile number.',
  'login.invalidEmail':
    'Invalid email or password. If you registered with this e-mail, sign in with your mobile number and confirm the e-mail.',
  'login.invalidMobile':
    'Invalid mobile number or password. If you registered with this number, sign in with your e-mail and confirm the number.',
  'login.done': 'Login successful',
  'logout.done': 'Logged Out Successfully',
  'logout.crossSite': 'Sign out from this site only.',
  'identifier.both': 'Give either an email or a mobile number, not both.',
  'identifier.required': 'Email or mobile number is required',
  // one-time codes
  'otp.invalid': 'Invalid or expired OTP. Please request a new one.',
  'otp.tooManyWrong': 'Too many wrong attempts. Please request a new OTP.',
  'otp.incorrect': 'Incorrect OTP. {left} attempts left.',
  'otp.incorrectLast': 'Incorrect OTP. 1 attempt left.',
  'otp.format': 'Enter the 6-digit code',
  'verify.emailDone': 'Email verified successfully. You are now signed in.',
  'verify.mobileDone': 'Mobile number verified successfully. You are now signed in.',
  'verify.ownDone': 'Verified. It now belongs to your account.',
  'resend.email': 'If this email has an unverified account, a new OTP has been sent to it.',
  'resend.mobile': 'If this mobile number has an unverified account, a new OTP has been sent to it.',
  // password reset
  'reset.emailInvalid': 'Please enter a valid email address.',
  'reset.mobileInvalid': 'Please enter a valid 10-digit mobile number.',
  'reset.tokenRequired': 'Please provide a valid token.',
  'reset.fieldsRequired': 'Please fill in all fields.',
  'reset.passwordTooShort': 'Password must be at least 8 characters long.',
  'reset.passwordsDiffer': 'Passwords do not match.',
  'reset.sentEmail': 'If an account uses this email, a password reset code has been sent to it.',
  'reset.sentMobile': 'If an account uses this mobile number, a password reset code has been sent to it.',
  'reset.done': 'Password reset successful. Please log in with your new password.',
  // input limits
  'limit.nameTooLong': 'Name must be at most {max} characters long',
  'limit.nameCharacters': 'Name may contain only letters, spaces, dots, hyphens and apostrophes',
  'limit.emailTooLong': 'Email must be at most {max} characters long',
  'limit.passwordTooLong': 'Password must be at most {max} characters long',
  // account changes
  'account.emailTaken': 'An account with this email already exists.',
  'account.noChanges': 'No changes in username or email',
  'account.updated': 'Profile updated.',
  'account.emailChangeSent':
    'Profile updated. We sent a code to {email}; your email changes once you confirm it.',
  'account.emailChanged': 'Email changed.',
  'account.mobileChangeSent': 'We sent a code to {mobile}; your mobile number changes once you confirm it.',
  'account.mobileChanged': 'Mobile number changed.',
  'account.wrongPassword': 'The current password is not correct.',
  'account.currentPasswordRequired': 'Enter your current password to change your email or mobile number.',
  // access
  'access.signInFirst': 'Please log in first.',
  'access.ownDataOnly': 'You may only access your own data.',
  'rate.tooMany': 'Too many attempts. Please try again in {minutes} minutes.',
  'rate.tooManyOneMinute': 'Too many attempts. Please try again in 1 minute.',
  // API tokens
  'token.unknown': 'This API token is not recognised. Check the Authorization header (Bearer lkp_…).',
  'token.revoked': 'This API token was revoked. Create a new one on your profile.',
  'token.expired': 'This API token expired. Create a new one on your profile.',
  'token.malformed': 'The Authorization header must be "Bearer" followed by an API token.',
  'token.cookieOnly': 'An API token cannot do this; sign in on the website to {operation}.',
  'token.missingScope': 'This API token lacks the {scope} scope needed for {operation}.',
  'token.officeOnly':
    'An office’s API token reaches the office’s clients and documents only, not {operation}.',
  'token.scopeNotForOffice': 'An office’s token cannot hold the {scope} scope: it is a person’s.',
  'token.scopeNeedsOffice': 'The {scope} scope is for an office’s token: send the officeId.',
  'token.requestsPerMinute':
    'This API token made more than {limit} requests this minute. Try again in {seconds} seconds.',
  'token.costPerMinute':
    'This API token spent its cost budget of {limit} per minute (this operation costs {cost}). Try again in {seconds} seconds.',
  'token.nameRequired': 'Give the token a name.',
  'token.nameTooLong': 'The name must be at most {max} characters long.',
  'token.scopesRequired': 'Choose at least one scope.',
  'token.expiryPast': 'The expiry must be in the future.',
  'token.expiryTooFar': 'A token may live at most {days} days.',
  'token.notFound': 'No such API token.',
  'token.revokedDone': 'The API token was revoked.',
  // webhooks
  'webhook.urlInvalid': 'Enter a valid web address for the webhook.',
  'webhook.urlHttps': 'The webhook address must start with https://.',
  'webhook.eventsRequired': 'Choose at least one event.',
  'webhook.officeEventsOnly':
    'Office events go to an office’s endpoints only (register it with the office’s token).',
  'webhook.tooMany': 'You may register at most {max} webhook endpoints.',
  'webhook.endpointDisabled': 'This webhook endpoint is disabled: enable it first.',
  'webhook.testNotChosen': 'The test event is sent when you ask for it; it cannot be chosen.',
  'webhook.notFound': 'No such webhook endpoint.',
  'webhook.deliveryNotFound': 'No such webhook delivery.',
  'webhook.urlTooLong': 'The webhook address may be at most {max} characters long.',
  'webhook.urlNotAllowed':
    'The webhook address must be on the public internet, not a private or internal one.',
  'webhook.urlUnresolvable': 'The webhook address’s host name could not be found.',
  // requests
  'request.notString': '{field} must be a string',
  'request.notObject': 'The request body must be a JSON object.',
  'request.malformedJson': 'Malformed JSON body.',
  'request.tooLarge': 'The request body is too large.',
  'request.unreadable': 'The request could not be read.',
  'request.subscriptionOverHttp':
    'Subscriptions go over the WebSocket at /graphql (the graphql-transport-ws protocol), not as an HTTP request.',
  'request.internal': 'Something went wrong on our side. Please try again.',
  'request.idRequired': 'id is required',
  'request.invalidField': '{field} is not valid here',
  'request.pageSize': '{field} must be from {min} to {max}',
  // contact
  'contact.firstNameTooLong': 'First name must be at most {max} characters long',
  'contact.lastNameTooLong': 'Last name must be at most {max} characters long',
  'contact.messageRequired': 'message is required',
  'contact.messageTooLong': 'Message must be at most {max} characters long',
  'contact.sent': 'Thank you! Your message has been sent. We will get back to you soon.',
  // profile picture and details
  'avatar.invalid': 'Please select a valid image file.',
  'avatar.missing': 'No new profile picture selected',
  'avatar.failed': 'Failed to update profile picture',
  'avatar.tooLarge': 'Image must be 2 MB or smaller',
  'details.noAngleBrackets': '{label} must not contain < or >',
  'details.noDistrict': '{label}: no district "{value}"',
  'details.unknown': '{label} is not a profile detail',
  'details.birthInFuture': 'Date of birth cannot be in the future',
  'details.issueInFuture': 'Citizenship issue date cannot be in the future',
  'details.issueBeforeBirth': 'Citizenship issue date cannot be before the date of birth',
  'details.englishLetters': 'Full name in English must be written in English letters',
  // locations
  'location.idOrSlug': 'Give either id or slug, not both.',
  'location.idRequired': 'Give id or slug.',
  'location.mapping': 'Province or District not found in mapping',
  'location.noProvince': 'No such province.',
  'location.noDistrict': 'No such district.',
  'location.noMunicipality': 'No such municipality.',
  'location.provinceRequired': 'Province is required.',
  'location.provinceUnknown': 'Province "{value}" is not one of the 7 provinces of Nepal.',
  'location.districtRequired': 'District is required.',
  'location.districtUnknown': 'District "{value}" was not found.',
  'location.districtElsewhere': 'District {district} ({districtNe}) is in {actual}, not in {province}.',
  'location.municipalityRequired': 'Municipality is required.',
  'location.municipalityElsewhere': 'Municipality {municipality} is in {actual} district, not in {district}.',
  'location.municipalityUnknown': 'Municipality "{value}" was not found.',
  'location.municipalityUnknownIn': 'Municipality "{value}" was not found in {district} district.',
  'location.wardRequired': 'Ward is required.',
  'location.wardNotNumber': 'Ward "{value}" is not a ward number.',
  'location.wardMissing': 'Ward {ward} does not exist in {municipality}, which has wards 1 to {wards}.',
  // a work's form values ({label}: the field's English label, {labelNe}: its Nepali one)
  'field.required': '{label} is required',
  'field.text': '{label} must be text',
  'field.characters': '{label} contains characters that are not allowed',
  'field.tooLong': '{label} must be at most {max} characters long',
  'field.nepali': '{label} must be written in Nepali (Devanagari)',
  'field.format': '{label} is not in the expected format',
  'field.pattern': '{text}',
  'field.number': '{label} must be a number',
  'field.wholeNumber': '{label} must be a whole number',
  'field.atLeast': '{label} must be at least {min}',
  'field.atMost': '{label} must be at most {max}',
  'field.amount': '{label} must be an amount in rupees',
  'field.negative': '{label} cannot be negative',
  'field.decimals': '{label} may have at most 2 decimal places',
  'field.tooLarge': '{label} is too large',
  'field.bsDate': '{label} must be a BS date written as YYYY/MM/DD',
  'field.bsMonth': '{label}: BS month must be 1–12, got {month}',
  'field.bsDay': '{label}: {monthName} {year} has {days} days; day {day} does not exist',
  'field.bsYear': '{label}: BS year {year} is outside the calendar ({first}–{last})',
  'field.dateOutsideRange': '{label} must be from {from} to {to}',
  'field.dateProjectedYear':
    '{label} cannot be in {year} BS: that year is only projected, its calendar not yet published',
  'field.option': '{label} must be one of the options{options}',
  'field.rows': '{label} must be a list of rows',
  'field.maxRows': '{label} may have at most {max} rows',
  'field.minRows': '{label} needs at least {min} rows',
  'field.minRow': '{label} needs at least 1 row',
  'field.row': '{label}, row {row} must be a set of columns',
  'field.cell': '{label}, row {row}: {problem}',
  'field.values': 'The values of {work} must be an object',
  // works and documents
  'work.notFound': 'No work called "{work}".',
  'document.notFound': 'Document not found.',
  'document.locationMissing':
    'Please fill the province,district,municipality and wardno to generate document',
  'document.invalidValues': 'Invalid values',
  'document.unknownField': 'The form of this work here has no field {field}: see workFields.',
  'document.placeMismatch': 'The province and district in the address do not match your profile.',
  'document.slow': 'The document is taking longer than expected; find it in your history.',
  'document.failed': 'The document could not be generated. Nothing was charged.',
  'document.generated': 'Document generated',
  'document.noLink': 'Could not retrieve presigned URL.',
  'document.linkInvalid': 'This link is invalid or has expired.',
  'document.wordUnavailable':
    'The Word copy could not be made just now. The PDF is not affected; please try again.',
  'entitlement.payFirst':
    'You have generated {count} documents. Please pay {price} rupees for each additional document.',
  // payments
  'payment.bothKinds': 'Buy either one document or a plan, not both.',
  'payment.unknownPlan': 'plan must be basic, silver or premium',
  'payment.nothing': 'Say what is bought: a work or a plan.',
  'payment.officePlanOnly': 'An office buys a plan; single documents are bought by a person.',
  'payment.noData': 'No valid payment data found.',
  'payment.invalidSignature': 'Invalid signature. Possible tampering detected.',
  // A wallet's own messages name it ({wallet}): a new wallet brings no messages of its own.
  'payment.walletNotPaid': '{wallet} payment was not successful.',
  'payment.pending':
    'Your payment is not complete yet. We will credit it as soon as the provider confirms it.',
  'payment.alreadyCredited': 'This payment has already been credited.',
  'payment.amountMismatch': 'The amount paid does not match the price.',
  'payment.otherAccount': 'This payment belongs to another account.',
  'payment.unavailable': 'Failed to process transaction',
  'payment.credited': 'Payment Successful!',
  'payment.refunded': 'This payment was refunded.',
  'payment.walletStartFailed': 'Failed to initiate {wallet} payment. Please try again.',
  'payment.walletNotConfigured': '{wallet} payments are not set up on this server.',
  'payment.walletUnreachable':
    '{wallet} is not answering right now. Nothing was charged. Please try again in a few minutes.',
  'payment.alreadyStarting': 'This payment is already being started. Please wait a moment.',
  'payment.attemptEnded': 'This payment attempt has ended. Please start again.',
  'payment.attemptMismatch': 'This payment attempt was for something else. Please start again.',
  'payment.attemptIdFormat': 'attemptId must be 8 to 64 letters, digits or hyphens.',
  // generation requests
  'idempotency.keyFormat': 'The Idempotency-Key must be 1 to 200 visible ASCII characters.',
  'idempotency.keyReused': 'This Idempotency-Key was already used for a different request.',
  'document.badCursor': 'after is not a cursor from a previous page.',
  'document.searchTooLong': 'The search may be at most 100 characters long.',
  // annotations and stamp images
  'annotation.tooMany': 'At most {max} are allowed here.',
  'annotation.badPage': 'The document has no such page.',
  'annotation.outsidePage': 'The annotation must lie inside its page.',
  'annotation.badValue': 'This value is not allowed.',
  'annotation.required': 'This is required.',
  'annotation.textTooLong': 'The text may be at most {max} characters long.',
  'annotation.stampNotFound': 'Stamp image not found.',
  'annotation.notReady': 'The document is not ready yet.',
  'annotation.versionNotFound': 'Version not found.',
  'annotation.saveConflict': 'The document was saved at the same time elsewhere. Please save again.',
  'stamp.invalid': 'Choose a PNG or JPEG image.',
  'stamp.tooLarge': 'The image must be 1 MB or smaller.',
  'stamp.reupload':
    'This stamp image was kept before pictures were checked and cannot be used: upload it again.',
  // pictures (stamps, avatars), read by a bounded decoder
  'image.unreadable': 'The picture could not be read: the file is damaged or incomplete.',
  'image.tooManyPixels':
    'The picture has too many pixels: at most {max} megapixels. Make it smaller and try again.',
  'image.badAspect': 'The picture is too long and narrow: one side may be at most {max} times the other.',
  'image.tooSlow': 'The picture took too long to read. Try a smaller picture.',
  // the request itself
  'request.notUtf8': 'The request body is not valid UTF-8.',
  'request.tooDeep': 'The request body is nested too deeply: at most {max} levels.',
  'request.tooManyValues': 'The request body holds too many values: at most {max}.',
  'request.forbiddenCharacter':
    '{field} contains a character that is not allowed (a NUL byte or an unpaired surrogate).',
  'service.unavailable': 'The service is briefly unavailable. Please try again in a moment.',
  // offices, their members, invitations and clients
  'office.notFound': 'Office not found.',
  'office.roleForbids': 'Your role in this office ({role}) does not allow this.',
  'office.tokenScopeForbids': 'This office token’s scopes do not allow {action}.',
  'usage.badMonth': 'month must be a Bikram Sambat month, YYYY-MM (2083-08 is Mangsir 2083).',
  'office.tokenHasNoRole': 'An office’s API token has scopes, not a role.',
  'office.nameNeRequired': "The office's name in Nepali is required.",
  'office.nameEnRequired': "The office's name in English is required.",
  'office.nameTooLong': "The office's name must be at most {max} characters long.",
  'office.registrationNumber':
    'PAN or registration number may have at most 40 letters, digits, dashes and slashes.',
  'office.contactNumber':
    'Contact number must be a landline with its area code (9 digits starting with 0, such as 01-5550101) or a mobile number (10 digits starting with 9).',
  'office.lastOwner': 'An office needs at least one owner: make another member owner first.',
  'office.memberNotFound': 'No such member in this office.',
  'invitation.invalid':
    'This invitation cannot be used: it was already accepted, has expired or does not exist.',
  'invitation.notYours':
    'This invitation was sent to another e-mail or mobile number. Sign in with the account that has it verified.',
  'invitation.alreadyMember': 'You are already a member of this office.',
  'client.notFound': 'Client not found.',
  'client.placeIncomplete':
    "Give the province, district, local level and ward of the client's address together, or none of them.",
  'document.clientNeedsOffice': 'A client is chosen within an office: send the officeId too.',
  'document.officeTokenNeedsOffice':
    'An office’s API token generates the office’s documents: send its officeId and a clientId.',
  'document.clientLocationMissing':
    "The client's address has no province, district, local level and ward: add them to the client first.",
  'document.officeNeedsClient': 'An office document is for one of its clients: choose the client.',
  'document.noSecondParty': 'This work has no second party to fill from a client.',
} as const;

export type MessageCode = keyof typeof englishMessages;
export type { MessageParams };

/** A message as it travels: its code and the values its text names. */
export interface Message {
  code: MessageCode;
  params?: MessageParams;
}

export const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === 'string' && Object.hasOwn(englishMessages, value);

export { fillTemplate };

export const englishText = (message: Message): string =>
  fillTemplate(englishMessages[message.code], message.params);

export const message = (code: MessageCode, params?: MessageParams): Message =>
  params ? { code, params } : { code };
