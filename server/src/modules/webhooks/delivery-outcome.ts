// What the delivery log tells an endpoint's owner about a failed attempt. One phrase for every
// failure, whatever the network said (refused, timed out, reset, a TLS error): telling them apart
// would let a caller map what answers where. Only the HTTP status of an endpoint that answered is
// kept beside it (lastResponseCode), since that is the partner's own server speaking.

export const addressNotAllowed = 'address not allowed';
export const noMoreAttempts = 'failed; no more attempts';
export const nextAttemptAt = (when: Date) => `failed; next attempt at ${when.toISOString()}`;
export const endpointDisabled = 'endpoint disabled; not attempted';
