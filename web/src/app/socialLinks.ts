import { graphql } from '../gql';

/**
 * The family's social links as stored: one selection wherever they are read (the memorial page's Social Links, the
 * Customize Website card and its save), so the lists cannot drift apart.
 */
export const SocialMediaLinksFragment = graphql(`
  fragment SocialMediaLinks_links on SocialMediaLinks {
    CustomUrl
    Facebook
    Instagram
    Twitter
    Tiktok
    Blog
    Youtube
    Linkedin
  }
`);
