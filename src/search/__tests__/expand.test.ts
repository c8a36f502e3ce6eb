/**
 * The query expansions of search: each synonym, abbreviation and
 * English↔Chinese pair of the glossary reads the query another way; a
 * misspelling one edit away is corrected; a Chinese query falls back to its
 * character pairs; a query that found nothing gets hints. A lost expansion
 * fails here, naming the word.
 */
import {glossary, synonyms} from '../../data/glossary';
import {
  alternatives,
  bigrams,
  correctTypos,
  didYouMean,
  editDistance,
  normalize,
  synonymWeight,
  translationWeight,
  typoDistance,
} from '../expand';

const readings = (query: string) =>
  alternatives(query, 20).map(({text}) => text);

describe('alternatives', () => {
  it('reads the query as typed first, at full weight', () => {
    expect(alternatives('Interceptor')[0]).toEqual({
      text: 'interceptor',
      weight: 1,
      why: 'query',
    });
  });

  it.each([
    ['错误码', '错误代码'],
    ['服务端渲染', '服务器端渲染'],
    ['SSR', '服务器端渲染'],
    ['SSR', 'server-rendered'],
    ['单测', '单元测试'],
    ['HMR', '热重载'],
    ['跨域', '代理'],
    ['升级', '迁移'],
    ['自定义平台', '适配器'],
    ['DI', 'dependency injection'],
    ['CORS', 'proxy'],
  ])('reads %s also as %s', (query, synonym) => {
    expect(readings(query)).toContain(synonym);
  });

  it('reads every word of a synonym group as the word the pages use', () => {
    const lost: string[] = [];
    for (const [pages, ...others] of synonyms) {
      for (const other of others) {
        if (!readings(other).includes(normalize(pages!))) {
          lost.push(`${other} → ${pages}`);
        }
      }
    }
    expect(lost).toEqual([]);
  });

  it('reads each English glossary term as its Chinese word, and back', () => {
    const lost: string[] = [];
    for (const [en, zh] of Object.entries(glossary)) {
      if (!readings(en).includes(zh)) lost.push(`${en} → ${zh}`);
      if (!readings(zh).includes(en)) lost.push(`${zh} → ${en}`);
    }
    expect(lost).toEqual([]);
  });

  it('weighs a synonym and a translation below the word itself', () => {
    expect(
      alternatives('错误码').find(({text}) => text === '错误代码'),
    ).toEqual({text: '错误代码', weight: synonymWeight, why: 'synonym'});
    expect(
      alternatives('interceptors').find(({text}) => text === '拦截器'),
    ).toEqual({text: '拦截器', weight: translationWeight, why: 'translation'});
    expect(synonymWeight).toBeLessThan(1);
    expect(translationWeight).toBeLessThan(1);
  });

  it('replaces a phrase within a longer query, longest phrase first', () => {
    expect(readings('test dependency injection')).toContain('test 依赖注入');
    expect(readings('拦截器顺序')).toContain('interceptor 顺序');
  });

  it('finds a Latin word only as a whole word', () => {
    expect(readings('dialog')).toEqual(['dialog']);
    expect(readings('envelope')).toEqual(['envelope']);
    // Touching a letter or digit of any script, it is part of another word.
    for (const query of ['essr', 'ssrx', 'éssr', 'ssr2', '1ssr', 'ssrss']) {
      expect(readings(query)).toEqual([query]);
    }
    // Next to punctuation, at either end, or with a plural s, it is a word.
    for (const query of ['ssr', '(ssr)', 'ssrs', 'use ssr.', 'ssr/hmr']) {
      expect(readings(query).join(' | ')).toContain('服务器端渲染');
    }
  });
});

describe('misspellings', () => {
  it.each([
    ['intercepter', 'interceptor', 1],
    ['componnet', 'component', 1],
    ['provder', 'provider', 1],
    ['module', 'module', 0],
    ['modul', 'module', 1],
    ['kubernetes', 'component', 3],
  ])('%s to %s: %i edits (a swap counts as one)', (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(Math.min(distance, 3));
  });

  it('allows one edit for English words of five letters or more only', () => {
    expect(typoDistance('scope')).toBe(1);
    expect(typoDistance('intercepter')).toBe(1);
    expect(typoDistance('di')).toBe(0);
    expect(typoDistance('tokn')).toBe(0);
    expect(typoDistance('拦截器')).toBe(0);
  });

  const vocabulary = new Map([
    ['interceptor', 40],
    ['interceptors', 12],
    ['dependency', 9],
    ['injection', 9],
    ['component', 30],
  ]);

  it('corrects a word the index lacks to its most frequent word one edit away', () => {
    expect(correctTypos('intercepter', vocabulary)).toBe('interceptor');
    expect(correctTypos('dependncy injection', vocabulary)).toBe(
      'dependency injection',
    );
    expect(correctTypos('interceptor', vocabulary)).toBeUndefined();
    expect(correctTypos('kubernetes', vocabulary)).toBeUndefined();
  });

  it('offers near words when nothing was found', () => {
    expect(didYouMean('compnentz', vocabulary)).toEqual(['component']);
    expect(didYouMean('kubernetes', vocabulary)).toEqual([]);
    // A query with synonyms offers them too.
    expect(didYouMean('HMR', vocabulary)).toContain('热重载');
  });
});

describe('bigrams', () => {
  it('splits each run of Chinese into overlapping character pairs', () => {
    expect(bigrams('服务端渲染')).toEqual(['服务', '务端', '端渲', '渲染']);
    expect(bigrams('mount 注入器')).toEqual(['注入', '入器']);
    expect(bigrams('器')).toEqual(['器']);
    expect(bigrams('router')).toEqual([]);
  });
});
