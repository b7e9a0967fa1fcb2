// Live or test: a test token's documents are specimens (never charged, watermarked).

/**
 * A test token's secret starts with this (after the common lkp_), so it says what it is wherever it
 * is pasted; a live token's secret is lkp_ and random characters.
 */
export const API_TOKEN_TEST_PREFIX = 'lkp_test_';
