/**
 * Publishes the newest blog post's title, link and date as this plugin's
 * global data, so the home page can show it (src/pages/index.tsx). The blog
 * plugin keeps its posts to the blog's own routes; this reads them once the
 * content of every plugin is loaded, in the build's locale.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

export interface LatestPost {
  title: string;
  permalink: string;
  /** ISO 8601. */
  date: string;
}

export const pluginName = 'latest-post';

export default function latestPost(context: LoadContext): Plugin {
  return {
    name: pluginName,
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as
        BlogContent | undefined;
      // A build without the blog (DOCS_VERSIONS) has no post to show.
      if (!blog) return;
      const [newest] = blog.blogPosts;
      if (!newest)
        throw new Error(
          `latest-post: the blog of the locale "${context.i18n.currentLocale}" has no post; the home page shows the newest one (blog/).`,
        );
      const post: LatestPost = {
        title: newest.metadata.title,
        permalink: newest.metadata.permalink,
        date: new Date(newest.metadata.date).toISOString(),
      };
      actions.setGlobalData(post);
    },
  };
}
