import { Field, ObjectType } from 'type-graphql';
import type { Config } from '../../config.js';

@ObjectType({ description: 'What the public pages show that the site’s operator configures.' })
export class SiteSettings {
  @Field(() => String, {
    nullable: true,
    description: 'The tutorial behind the Watch Video buttons (https); null: hide the buttons.',
  })
  tutorialVideoUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The Contact Us map, an https embed for an iframe; null: show a static image.',
  })
  mapEmbedUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'The postal address shown beside the map.' })
  contactAddress!: string | null;
}

/** The public settings only: the contact inbox (CONTACT_EMAIL) stays private. */
export function siteSettings(config: Config): SiteSettings {
  return {
    tutorialVideoUrl: config.TUTORIAL_VIDEO_URL ?? null,
    mapEmbedUrl: config.MAP_EMBED_URL ?? null,
    contactAddress: config.CONTACT_ADDRESS ?? null,
  };
}
