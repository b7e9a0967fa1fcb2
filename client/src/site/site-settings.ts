import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

export const SiteSettingsQuery = graphql(`
  query SiteSettings {
    siteSettings {
      tutorialVideoUrl
      mapEmbedUrl
      contactAddress
    }
  }
`);

/** What the operator configured for the public pages (undefined while loading). */
export function useSiteSettings() {
  return useQuery(SiteSettingsQuery).data?.siteSettings;
}
