/**
 * How search ranks what the readings of a query found, over a small index in
 * the search plugin's format (one lunr index per document type; Chinese text
 * arrives cut into words, as the plugin's jieba leaves it). The real index
 * and the reader queries are tests/build/search.test.ts's.
 */
import lunr from 'lunr';

import {
  DocumentType,
  loadIndexes,
  looksLikeApiName,
  search,
  type SearchDocument,
  type SerializedIndexes,
} from '../engine';

type Page = {
  id: number;
  url: string;
  title: string;
  headings?: string[];
  text?: string;
};

/** The plugin's index file for these pages: titles, headings, descriptions, keywords, text. */
function indexOf(pages: Page[]): SerializedIndexes {
  const byType: SearchDocument[][] = [[], [], [], [], []];
  let next = 1000;
  for (const page of pages) {
    byType[DocumentType.Title]!.push({i: page.id, t: page.title, u: page.url});
    for (const heading of page.headings ?? []) {
      byType[DocumentType.Heading]!.push({
        i: (next += 1),
        t: heading,
        u: page.url,
        h: `#${heading}`,
        p: page.id,
      });
    }
    if (page.text) {
      byType[DocumentType.Content]!.push({
        i: (next += 1),
        t: page.text,
        u: page.url,
        h: '',
        p: page.id,
      });
    }
  }
  return byType.map((documents) => ({
    documents,
    index: lunr(function build() {
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      // As the plugin's index: the stemmer only (lunr's trimmer would strip
      // Chinese, which it does not count as word characters).
      this.pipeline.remove(lunr.trimmer);
      this.pipeline.remove(lunr.stopWordFilter);
      for (const document of documents) this.add(document);
    }).toJSON(),
  }));
}

const site = loadIndexes(
  indexOf([
    {
      id: 1,
      url: '/docs/overview/interceptors',
      title: 'Interceptors',
      headings: ['Writing an interceptor'],
      text: 'An interceptor wraps a method call.',
    },
    {
      id: 2,
      url: '/docs/api/lattice-common/interfaces/LatticeInterceptor',
      title: 'LatticeInterceptor',
      headings: ['intercept()'],
      text: 'The interface every interceptor implements; see the interceptor guide, interceptor order, interceptor context.',
    },
    {
      id: 3,
      url: '/docs/development/platform',
      title: 'Platform development',
      headings: ['Server-rendered markup and hydration'],
      text: 'A page may arrive server-rendered.',
    },
    {
      id: 4,
      url: '/zh/docs/overview/application',
      title: '应用',
      headings: ['错误'],
      text: '抛出 的 错误 带有 错误 代码 ， 见 错误代码 表',
    },
    {
      id: 5,
      url: '/zh/docs/cli-commands',
      title: '命令行 命令',
      headings: ['退出 码'],
      text: '失败 时 退出 码 为 1 ， 错误 信息 打印 到 终端',
    },
  ]),
);

const first = (query: string) => search(site, query, 8).results[0]?.document.u;

describe('search', () => {
  it('opens the guide for a concept, and the API page for an API name', () => {
    expect(first('interceptor')).toBe('/docs/overview/interceptors');
    expect(first('LatticeInterceptor')).toBe(
      '/docs/api/lattice-common/interfaces/LatticeInterceptor',
    );
  });

  it('finds a page by a synonym of its word', () => {
    expect(first('SSR')).toBe('/docs/development/platform');
  });

  it('prefers the text that holds the words as written (错误码 → 错误代码)', () => {
    expect(first('错误码')).toBe('/zh/docs/overview/application');
  });

  it('reads a misspelt word as the word one edit away', () => {
    expect(first('intercepter')).toBe('/docs/overview/interceptors');
  });

  it('falls back to character pairs for Chinese words no page has', () => {
    // 命令行 and 命令 are words of the index; 命令列 is not.
    expect(first('命令列')).toBe('/zh/docs/cli-commands');
  });

  it('falls back to single characters when no word holds a pair', () => {
    // 行命 is in no word of the index; 命令行 holds both characters.
    expect(first('行命')).toBe('/zh/docs/cli-commands');
  });

  it('answers a query that found nothing with hints, and no results', () => {
    const answer = search(site, 'hidratoin', 8);
    expect(answer.results).toEqual([]);
    expect(answer.hints).toContain('hydration');
  });

  it('says whether a title, heading or description answered (the head can)', () => {
    expect(search(site, 'interceptor', 8).direct).toBe(true);
    expect(search(site, 'SSR', 8).direct).toBe(true);
    // Only a line of text, or the character fallbacks.
    expect(search(site, '错误码', 8).direct).toBe(false);
    expect(search(site, '终端', 8).direct).toBe(false);
    expect(search(site, 'hidratoin', 8).direct).toBe(false);
  });

  it('groups a page’s sections under it, marked as the bar shows them', () => {
    const {results} = search(site, 'interceptor', 8);
    const guide = results.filter(
      ({document}) => document.u === '/docs/overview/interceptors',
    );
    expect(guide[0]!.type).toBe(DocumentType.Title);
    expect(
      guide
        .slice(1)
        .every((result) => result.isInterOfTree || result.isLastOfTree),
    ).toBe(true);
  });
});

describe('looksLikeApiName', () => {
  it.each([
    'LatticeInterceptor',
    'forRoot',
    'RouterModule.forRoot',
    'inject()',
    '@Injectable',
    '--interactive',
    'Injector',
  ])('%s is an API name', (query) =>
    expect(looksLikeApiName(query)).toBe(true),
  );
  it.each(['interceptor', 'dependency injection', '拦截器', 'SSR'])(
    '%s is not',
    (query) => expect(looksLikeApiName(query)).toBe(false),
  );
});
