import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { officeUsage } from './office-usage.service.js';
import { OfficeUsage } from './office-usage.types.js';

@Resolver()
export class OfficeUsageResolver {
  @Query(() => OfficeUsage, {
    description:
      'An office’s month: documents per member and per work, its plan and what is left, its payments. Owners only (billing.manage). The statement PDF of the same month: GET /np/offices/{officeId}/statement/{month}.',
  })
  officeUsage(
    @Ctx() ctx: RequestContext,
    @Arg('officeId', () => ID, { description: 'The office.' }) officeId: string,
    @Arg('month', {
      description: 'YYYY-MM, a Bikram Sambat month (2083-08 is मङ्सिर २०८३); its days in Nepal time.',
    })
    month: string,
  ) {
    return officeUsage(ctx, officeId, month);
  }
}
