import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { PageSize } from '../../graphql/paging.js';
import { OfficeClient } from './office-client.entity.js';
import { clientAddressNe, clientLocation } from './office-client-place.js';
import { OfficeClientConnection, OfficeClientInput, OfficeClientsArgs } from './office-clients.inputs.js';
import {
  clientPage,
  createClient,
  deleteClient,
  encodeCursor,
  officeClient,
  possibleDuplicates,
  updateClient,
} from './office-clients.service.js';

@Resolver(() => OfficeClient)
export class OfficeClientsResolver {
  @Query(() => OfficeClientConnection, {
    description: 'An office’s clients, newest first; members of the office only.',
  })
  async officeClients(
    @Ctx() ctx: RequestContext,
    @Args() args: OfficeClientsArgs,
    @PageSize() first: number,
  ): Promise<OfficeClientConnection> {
    const page = await clientPage(ctx, { ...args, first });
    return {
      edges: page.clients.map((node) => ({ cursor: encodeCursor(node), node })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Query(() => OfficeClient, { description: 'One client of an office the signed-in user belongs to.' })
  officeClient(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The client id.' }) id: string,
  ) {
    return officeClient(ctx, id, 'clients.read');
  }

  @Mutation(() => OfficeClient, { description: 'Adds a client to an office (owners and writers).' })
  createOfficeClient(
    @Ctx() ctx: RequestContext,
    @Arg('officeId', () => ID, { description: 'The office.' }) officeId: string,
    @Arg('input', { description: 'The client’s details.' }) input: OfficeClientInput,
  ) {
    return createClient(ctx, officeId, input);
  }

  @Mutation(() => OfficeClient, {
    description: 'Replaces a client’s details (owners and writers); details left out are cleared.',
  })
  updateOfficeClient(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The client id.' }) id: string,
    @Arg('input', { description: 'The client’s details.' }) input: OfficeClientInput,
  ) {
    return updateClient(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a client (owners and writers).' })
  deleteOfficeClient(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The client id.' }) id: string,
  ) {
    return deleteClient(ctx, id);
  }

  @FieldResolver(() => ID, { description: 'The office the client belongs to.' })
  officeId(@Root() client: OfficeClient) {
    return client.office.id;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The client’s address in Nepali as a deed prints it ("टोल, काठमाडौं महानगरपालिका-३२, काठमाडौं"); ' +
      'null without a tole or a place.',
  })
  addressNe(@Root() client: OfficeClient) {
    return clientAddressNe(client);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The slug of the province of the client’s address (what workFields takes); null without a place.',
  })
  provinceSlug(@Root() client: OfficeClient) {
    return clientLocation(client)?.province.slug ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The slug of the district of the client’s address (what workFields takes); null without a place.',
  })
  districtSlug(@Root() client: OfficeClient) {
    return clientLocation(client)?.district.slug ?? null;
  }

  @FieldResolver(() => [OfficeClient], {
    description:
      'Other clients of the office that look like the same person: the same citizenship number, or ' +
      'the same name and father’s name in either script. Empty when none.',
  })
  possibleDuplicates(@Ctx() ctx: RequestContext, @Root() client: OfficeClient) {
    return possibleDuplicates(ctx, client);
  }
}
