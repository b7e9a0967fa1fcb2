import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import {
  findDistrict,
  findLocalLevel,
  findProvince,
} from '../../server/src/modules/locations/locations.catalog.js';
import { fieldsFor, findWork } from '../../server/src/modules/works/index.js';
import { SAMPLE_CASES, sampleValues } from './work-samples.js';
import { signedInUser } from './builders.js';
import type { ApiClient } from './client.js';
import type { TestServer } from './test-server.js';

/** Puts the user in Kathmandu Metropolitan City, ward 32 (straight in the database). */
export async function setLocation(server: TestServer, _client: ApiClient, userId: string) {
  const province = findProvince('bagmati')!;
  const district = findDistrict('kathmandu', province)!;
  const localLevel = findLocalLevel('Kathmandu', district)!;
  await entityManager(server.services.orm).nativeUpdate(
    User,
    { id: userId },
    { provinceId: province.id, districtId: district.id, localLevelId: localLevel.id, ward: 32 },
  );
}

/** Valid values for a work's form in Kathmandu Metropolitan City (setLocation's): only the required fields, or every field. */
export function validValues(
  workKey: string,
  filled: 'required' | 'all' = 'required',
): Record<string, unknown> {
  const work = findWork(workKey)!;
  const fields = fieldsFor(work, {
    provinceSlug: 'bagmati',
    districtSlug: 'kathmandu',
    localLevel: 'Kathmandu',
  });
  const sample = filled === 'required' ? SAMPLE_CASES[0]! : SAMPLE_CASES[1]!;
  return sampleValues(fields, sample);
}

export const validBirthDateValues = () => validValues('birth-date-verification');

/** The key of the first required field of a work. */
export function firstRequiredField(workKey: string): string {
  const work = findWork(workKey)!;
  return fieldsFor(work, { provinceSlug: 'bagmati', districtSlug: 'kathmandu' }).find((f) => f.required)!.key;
}

/** A verified, signed-in user placed in Kathmandu (see setLocation), ready to generate. */
export async function locatedUser(server: TestServer) {
  const user = await signedInUser(server);
  await setLocation(server, user.client, user.userId);
  return user;
}

/**
 * Generates a document through GraphQL and returns generateDocument as `fields` selects it; throws
 * on any error.
 */
export async function generate(
  client: ApiClient,
  input: Record<string, unknown>,
  fields = 'id status',
): Promise<{ id: string; status: string; [field: string]: unknown }> {
  const result = await client.graphql(
    `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { ${fields} } }`,
    { input },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.generateDocument;
}

/**
 * Reads the document with `query` (which takes `$id` and selects `document(id: $id) { status … }`)
 * until it is READY or FAILED, and returns it as last read.
 */
export async function settled(
  client: ApiClient,
  id: string,
  query = 'query D($id: ID!) { document(id: $id) { id status } }',
) {
  for (let i = 0; i < 800; i += 1) {
    const document = (await client.graphql(query, { id })).data?.document;
    if (document?.status === 'READY' || document?.status === 'FAILED') return document;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('document did not settle');
}

/** As settled, for a document that must come out READY: a FAILED one throws. */
export async function ready(client: ApiClient, id: string, query?: string) {
  const document = await settled(client, id, query);
  if (document.status === 'FAILED') throw new Error('the document failed');
  return document;
}

/** Holds every render of the server's render pool until the returned function is called. */
export function holdRenders(server: Pick<TestServer, 'services'>): () => void {
  const pool = server.services.renderPool;
  const render = pool.render;
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  pool.render = async (task) => {
    await held;
    return render(task);
  };
  return () => {
    pool.render = render;
    release();
  };
}

/** Fetches a signed download link from the test server (the link names PUBLIC_URL, not its port). */
export function fetchLink(server: Pick<TestServer, 'url'>, link: string): Promise<Response> {
  const signed = new URL(link);
  return fetch(new URL(`${signed.pathname}${signed.search}`, server.url));
}
