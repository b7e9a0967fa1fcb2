import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { fieldsFor, findWork, listWorks } from './catalog.js';
import { listServiceAreas } from './service-areas.js';
import type { WorkDefinition } from './work.types.js';
import { ServiceAreaType, WorkFieldType, WorkType } from './works.types.graphql.js';

@Resolver(() => WorkType)
export class WorksResolver {
  @Query(() => [ServiceAreaType], { description: 'The dashboard’s service tiles.' })
  serviceAreas() {
    return listServiceAreas();
  }

  @Query(() => [WorkType], { description: 'The works, all or of one service area (1 generation, 2 police).' })
  works(
    @Arg('serviceAreaId', () => Int, { nullable: true, description: 'Only the works of this service area.' })
    serviceAreaId?: number | null,
  ) {
    return listWorks(serviceAreaId ?? undefined);
  }

  @Query(() => WorkType, { nullable: true, description: 'One work by its key.' })
  work(@Arg('key', { description: 'The work’s key, e.g. from works.' }) key: string) {
    return findWork(key) ?? null;
  }

  @Query(() => [WorkFieldType], {
    description: 'A work’s form for a place (province and district slugs or names): fields vary by place.',
  })
  workFields(
    @Arg('workKey', { description: 'The work’s key.' }) workKey: string,
    @Arg('provinceSlug', { description: 'The province the paper is for: slug or name.' })
    provinceSlug: string,
    @Arg('districtSlug', { description: 'The district the paper is for: slug or name.' })
    districtSlug: string,
    @Arg('localLevel', () => String, {
      nullable: true,
      description:
        'The local level the paper is for, in that district: id or name. With it, a ward of the paper’s ' +
        'own local level (a business’s, a plot’s) goes up to its ward count, not the country’s most.',
    })
    localLevel?: string | null,
  ) {
    const work = findWork(workKey);
    if (!work) throw notFound({ code: 'work.notFound', params: { work: workKey } });
    return fieldsFor(work, { provinceSlug, districtSlug, localLevel });
  }

  @FieldResolver(() => [WorkFieldType], { description: 'The form where no place variant applies.' })
  fields(@Root() work: WorkDefinition) {
    return work.fields;
  }

  @FieldResolver(() => Int, {
    description:
      'Documents of this work generated so far, by everyone. Counted for all works at once and ' +
      'refreshed at most every 30 seconds.',
  })
  async generatedCount(@Root() work: WorkDefinition, @Ctx() ctx: RequestContext) {
    return (await ctx.services.generatedCounts.byWork()).get(work.key) ?? 0;
  }
}
