import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { SiteSettings, siteSettings } from './site-settings.js';

@Resolver()
export class SiteResolver {
  @Query(() => SiteSettings, { description: 'Settings of the public pages; no sign-in needed.' })
  siteSettings(@Ctx() ctx: RequestContext) {
    return siteSettings(ctx.services.config);
  }
}
