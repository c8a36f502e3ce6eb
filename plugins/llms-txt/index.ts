/**
 * Every docs page, release post, the FAQ and the support page as Markdown, and llms.txt
 * files for AI assistants, written into each locale's build:
 *
 * - `<route>.md` beside `<route>.html`: the page as rendered, converted from
 *   the built HTML (convert.mjs), so it holds what a reader sees: tabs,
 *   admonitions, the generated API pages. One worker thread converts, while
 *   the search plugin builds its index on the main thread.
 * - `llms.txt`: the site's title and summary in the locale, the latest
 *   release's pages grouped as the sidebar groups them (title, link to the
 *   twin, description), and the other versions' files; `llms-full.txt`: the
 *   same pages' twins in sidebar order, in one file. At the locale's root for
 *   the latest release (`/zh/llms.txt`), under each other version's path
 *   (`/zh/docs/0.7.x/llms.txt`).
 *
 * The sidebars and the docs' titles and descriptions come from the docs
 * plugin's loaded content (allContentLoaded), as the build's locale has them.
 * deploy/nginx.conf serves `.md` as text/markdown and `.txt` as text/plain.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {
  LoadedContent as DocsContent,
  LoadedVersion,
} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

/** The words llms.txt needs, per locale. */
export interface LlmsTxtTexts {
  /** One paragraph: what the site documents. */
  summary: string;
  /** Lines under the summary; `{version}` is the version's label. */
  thisVersion: string;
  otherVersions: string;
  fullFile: string;
  /** The heading of the release posts in the latest release's llms.txt. */
  blog: string;
}

export interface LlmsTxtOptions {
  /** The title of every llms.txt (the product name). */
  title: string;
  /** Per locale of the site. */
  texts: Record<string, LlmsTxtTexts>;
  /** Routes of site pages (not docs) that get a twin, without the locale: `/faq`. */
  pages: readonly string[];
  /** The sidebar to list (the site has one). */
  sidebarId: string;
}

interface Entry {
  title: string;
  /** The route, with the locale's base URL. */
  permalink: string;
  description?: string;
}

interface Group {
  heading: string;
  entries: Entry[];
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** A version's pages in sidebar order, grouped by top-level category. */
function groupsOf(version: LoadedVersion, sidebarId: string): Group[] {
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const entryOfDoc = (id: string): Entry => {
    const doc = docs.get(id);
    if (!doc)
      throw new Error(
        `llms-txt: the sidebar "${sidebarId}" of docs version ${version.versionName} names the doc id "${id}", which the version does not have.`,
      );
    return {
      title: doc.title,
      permalink: doc.permalink,
      description: doc.description,
    };
  };
  const flatten = (items: readonly SidebarItem[]): Entry[] =>
    items.flatMap((item): Entry[] => {
      if (item.type === 'doc' || item.type === 'ref')
        return [entryOfDoc(item.id)];
      if (item.type !== 'category') return [];
      const link = item.link;
      const own: Entry[] =
        link?.type === 'doc'
          ? [entryOfDoc(link.id)]
          : link?.type === 'generated-index'
            ? [
                {
                  title: link.title ?? item.label,
                  permalink: link.permalink,
                  description: link.description,
                },
              ]
            : [];
      return [...own, ...flatten(item.items)];
    });
  const sidebar = version.sidebars[sidebarId] ?? [];
  const groups: Group[] = [];
  for (const item of sidebar) {
    const entries = flatten([item]);
    // A category is a group under its label; a doc on its own (the
    // introduction, the examples) a group under its title.
    if (item.type === 'category') groups.push({heading: item.label, entries});
    else if (entries.length) groups.push({heading: entries[0]!.title, entries});
  }
  return groups;
}

/**
 * Runs the conversion of `pages` on one worker thread. Docusaurus runs the
 * plugins' postBuild together, and the search plugin builds its index on
 * the main thread meanwhile: on a 2-CPU machine two converting threads beside
 * it made each locale's postBuild slower, not faster (`npm run bench`;
 * PERFORMANCE.md, "Builds", "History").
 *
 * The conversion allocates a tree after a tree, most of them short-lived; in
 * a worker's default young generation much of its time went to garbage
 * collection, and a larger one converts the pages far sooner
 * (PERFORMANCE.md, "Builds", "2026-11-27: ratio 3.06").
 */
const youngGenerationMb = 64;

function convertPages(
  pages: {html: string; md: string; pageUrl: string}[],
  siteUrl: string,
  twins: string[],
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {
      workerData: {pages, siteUrl, twins},
      resourceLimits: {maxYoungGenerationSizeMb: youngGenerationMb},
    });
    let written = 0;
    worker.on('message', (message: {written?: number; error?: string}) => {
      if (message.error)
        reject(new Error(`llms-txt: cannot convert ${message.error}`));
      else written = message.written ?? 0;
    });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      code === 0
        ? resolve(written)
        : reject(new Error(`llms-txt: a worker stopped (exit ${code})`)),
    );
  });
}

export default function llmsTxt(options: LlmsTxtOptions) {
  return function llmsTxtPlugin(context: LoadContext): Plugin {
    let versions: LoadedVersion[] = [];
    // The release posts, newest first: twins, and a group of the latest llms.txt.
    let posts: Entry[] = [];
    return {
      name: 'llms-txt',

      allContentLoaded({allContent}) {
        const docs = allContent['docusaurus-plugin-content-docs']?.default as
          DocsContent | undefined;
        versions = docs?.loadedVersions ?? [];
        const blog = allContent['docusaurus-plugin-content-blog']?.default as
          BlogContent | undefined;
        posts = (blog?.blogPosts ?? []).map(({metadata}) => ({
          title: metadata.title,
          permalink: metadata.permalink,
          description: metadata.description,
        }));
      },

      async postBuild({outDir, routesPaths}) {
        const started = performance.now();
        const {siteConfig, i18n, baseUrl} = context;
        const texts = options.texts[i18n.currentLocale];
        if (!texts)
          throw new Error(
            `llms-txt: no texts for the locale "${i18n.currentLocale}" (docusaurus.config.ts, the llmsTxt options).`,
          );
        const siteUrl = siteConfig.url.replace(/\/$/, '');
        // Routes without a trailing slash (a folder's index doc has one in
        // its permalink), relative to the locale's base URL.
        const local = (route: string) =>
          route.slice(baseUrl.length).replace(/\/$/, '');
        const htmlOf = (route: string) =>
          [`${local(route)}.html`, `${local(route)}/index.html`]
            .map((file) => path.join(outDir, file))
            .find((file) => existsSync(file));

        // The twins: every docs route and the named pages that were built.
        const docsBase = `${baseUrl}docs`;
        const pageRoutes = new Set([
          ...options.pages.map(
            (page) => `${baseUrl}${page.replace(/^\//, '')}`,
          ),
          ...posts.map((post) => post.permalink),
        ]);
        const twinRoutes = routesPaths
          .map((route) => route.replace(/(.)\/$/, '$1'))
          .filter(
            (route) =>
              (route === docsBase ||
                route.startsWith(`${docsBase}/`) ||
                pageRoutes.has(route)) &&
              !/\/search$/.test(route) &&
              htmlOf(route) !== undefined,
          );
        const pages = twinRoutes.map((route) => ({
          html: htmlOf(route)!,
          md: path.join(outDir, `${local(route)}.md`),
          pageUrl: `${siteUrl}${route}`,
        }));
        const written = await convertPages(pages, siteUrl, twinRoutes);
        const twinUrl = (route: string) =>
          `${siteUrl}${route.replace(/\/$/, '')}.md`;
        const twinFile = (route: string) =>
          path.join(outDir, `${local(route)}.md`);

        // llms.txt and llms-full.txt of each version.
        const fileOf = (version: LoadedVersion, name: string) =>
          version.isLast
            ? path.join(outDir, name)
            : path.join(outDir, local(version.path), name);
        const urlOf = (version: LoadedVersion, name: string) =>
          `${siteUrl}${version.isLast ? baseUrl : `${version.path}/`}${name}`;
        for (const version of versions) {
          const groups = groupsOf(version, options.sidebarId);
          const others = versions.filter((other) => other !== version);
          const lines = [
            `# ${options.title}`,
            '',
            `> ${texts.summary}`,
            '',
            texts.thisVersion.replace('{version}', version.label),
            `${texts.fullFile}: ${urlOf(version, 'llms-full.txt')}`,
            ...(others.length
              ? [
                  `${texts.otherVersions}: ${others
                    .map(
                      (other) =>
                        `[${other.label}](${urlOf(other, 'llms.txt')})`,
                    )
                    .join(', ')}`,
                ]
              : []),
          ];
          const listed =
            version.isLast && posts.length
              ? [...groups, {heading: texts.blog, entries: posts}]
              : groups;
          for (const group of listed) {
            lines.push('', `## ${group.heading}`, '');
            for (const entry of group.entries)
              lines.push(
                `- [${entry.title}](${twinUrl(entry.permalink)})${
                  entry.description ? `: ${entry.description}` : ''
                }`,
              );
          }
          writeFileSync(fileOf(version, 'llms.txt'), `${lines.join('\n')}\n`);

          const seen = new Set<string>();
          const full = [
            `# ${options.title} ${version.label}`,
            '',
            `> ${texts.summary}`,
          ];
          for (const entry of groups.flatMap((group) => group.entries)) {
            if (seen.has(entry.permalink)) continue;
            seen.add(entry.permalink);
            const file = twinFile(entry.permalink);
            if (!existsSync(file))
              throw new Error(
                `llms-txt: ${entry.permalink} is in the sidebar but has no page in ${outDir}.`,
              );
            full.push(
              '',
              '---',
              '',
              `Source: ${siteUrl}${entry.permalink.replace(/\/$/, '')}`,
              '',
              readFileSync(file, 'utf8').trim(),
            );
          }
          writeFileSync(
            fileOf(version, 'llms-full.txt'),
            `${full.join('\n')}\n`,
          );
        }
        console.log(
          `[llms-txt] [${i18n.currentLocale}] ${written} Markdown twins and ${versions.length * 2} llms files in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
        );
      },
    };
  };
}
