/**
 * Docusaurus's blog plugin as it is, but for the titles of the feed links it
 * puts in every page's head: upstream writes `<feed title> RSS Feed` and
 * `Atom Feed` in English in every locale (createFeedHtmlHeadTags in
 * @docusaurus/plugin-content-blog, no option to change it), which a zh
 * reader's browser and feed reader show. This names them in the locale's
 * words. Everything else, routes and feeds included, is upstream's.
 * Listed in CONTRIBUTING's departures; tests/build/freshness.test.ts checks
 * the titles, and fails if upstream's tags change shape.
 */
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import type {HtmlTagObject, LoadContext, Plugin} from '@docusaurus/types';

/**
 * Upstream's plugin, loaded when the plugin runs rather than when the config
 * is imported: the component tests import the config too, in jsdom, where the
 * blog plugin's server code does not load.
 */
function upstream(): typeof import('@docusaurus/plugin-content-blog') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('@docusaurus/plugin-content-blog');
}

/** The title of each feed's link, by the feed's MIME type. */
export type FeedLinkTitles = Readonly<Record<string, string>>;

export default function blogWithFeedLinkTitles(titles: FeedLinkTitles) {
  async function blog(
    context: LoadContext,
    options: PluginOptions,
  ): Promise<Plugin<unknown>> {
    const plugin = (await upstream().default(
      context,
      options,
    )) as Plugin<unknown>;
    const injectHtmlTags = plugin.injectHtmlTags!;
    return {
      ...plugin,
      injectHtmlTags(args) {
        const tags = injectHtmlTags(args);
        const headTags = (tags.headTags ?? []) as HtmlTagObject[];
        for (const tag of headTags) {
          const type = String(tag.attributes?.type);
          const title = titles[type];
          if (tag.tagName !== 'link' || !title)
            throw new Error(
              `plugins/blog: the blog plugin's head tags changed shape (a <${tag.tagName}> of type ${type}); check the feed link titles against @docusaurus/plugin-content-blog.`,
            );
          tag.attributes = {...tag.attributes, title};
        }
        return {...tags, headTags};
      },
    };
  }
  blog.validateOptions = (
    args: Parameters<
      typeof import('@docusaurus/plugin-content-blog').validateOptions
    >[0],
  ) => upstream().validateOptions(args);
  return blog;
}
