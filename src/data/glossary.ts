/**
 * The Chinese terms of Lattice (the glossary of the framework brief), and the
 * other words of the framework a Chinese reader searches for. The search
 * index's Chinese word segmentation (jieba) is given these as a user
 * dictionary (`zhUserDict` in docusaurus.config.ts), so that 拦截器 or 动态模块
 * are indexed as one word rather than split into everyday words.
 */

/** The brief's glossary: English term → the Chinese used on every page. */
export const glossary = {
  application: '应用',
  module: '模块',
  'dynamic module': '动态模块',
  component: '组件',
  provider: '提供者',
  interceptor: '拦截器',
  'dependency injection': '依赖注入',
  injector: '注入器',
  scope: '作用域',
  'lifecycle hook': '生命周期钩子',
  decorator: '装饰器',
  platform: '平台',
  'platform adapter': '适配器',
  'command-line tool': '命令行工具',
  schematic: '原理图',
  'configuration file': '配置文件',
  'lazy loading': '懒加载',
  router: '路由器',
  route: '路由',
  migration: '迁移',
  chunk: '分块',
  'code splitting': '代码分割',
  listener: '监听器',
  wrap: '包装',
  'latest release': '最新版本',
  // A UI library's context (React's, Svelte's, Preact's): how an adapter
  // hands the injector down the tree of views.
  context: '上下文',
  // A scope's name is an identifier and stays as the code writes it, like
  // `singleton` and `module`.
  transient: 'transient',
} as const;

export type GlossaryTerm = keyof typeof glossary;

/**
 * The other Chinese words pages have used for a glossary term, ruled out so
 * that each term has one word. `tests/content/docs.test.ts` ("one
 * word for one thing") finds them, sentence by sentence, on the zh pages of
 * every version and in the `@zh…` texts of `api/<version>/*.d.ts`, and names
 * the file, the line and the word to use.
 *
 * - `variant` is the word ruled out.
 * - `context`, when given: the variant counts only in a sentence that also
 *   matches it. 代码块 is a code block in a page, which is right; it is ruled
 *   out only for a bundle chunk, that is, in a sentence about loading or
 *   bundling.
 * - `except`, when given: a sentence that matches it is left alone (a code
 *   block named as such: 下面的代码块, 代码块的标题).
 */
export const ruledOut: readonly {
  term: GlossaryTerm;
  variant: RegExp;
  context?: RegExp;
  except?: RegExp;
}[] = [
  {term: 'listener', variant: /监听者|监听函数/},
  {term: 'wrap', variant: /包裹|套上/},
  // 平台 alone is the platform (`ReactPlatform`, "the React platform"); the
  // adapter is 适配器, not 平台适配器 nor 平台（适配器）.
  {term: 'platform adapter', variant: /平台（适配器）|平台适配器/},
  // context left in English in a Chinese sentence (React 的 context); the
  // identifier in code (`context.getArgs()`, `createContext`) and a first
  // mention such as 上下文（context） are left alone.
  {
    term: 'context',
    variant:
      /\p{Unified_Ideograph} ?context(?![\w`])|(?<![\w`.])context ?\p{Unified_Ideograph}/u,
  },
  {term: 'transient', variant: /瞬态/},
  // 最新发布的 (an adjective, "the most recently released") is fine.
  {term: 'latest release', variant: /最新发布(?!的)/},
  {
    term: 'chunk',
    variant: /代码块/,
    context:
      /加载|打包|分割|拆分|下载|获取|主包|构建工具|chunk|load|registry|import\(/i,
    except:
      /(?:上面|下面|以下|上述|前面|后面|这段|本页|页面中|示例)的?代码块|代码块(?:的)?(?:标题|语言|行号|高亮|复制按钮|围栏)/,
  },
];

/**
 * Other words readers type for what the pages call one way, for search (issue
 * 34). Each group is one meaning; its first word is the one the pages use.
 * At query time a word of a group also searches for the others, ranked below
 * the word itself (`src/search/expand.ts`); an English glossary term also
 * searches for its Chinese word and back, so `interceptor` typed on a zh page
 * finds 拦截器. Abbreviations are written as readers type them (any case).
 *
 * Only words that mean the same on these pages: 更新 is left out of 迁移's
 * group because `lattice update` is 更新 and is not a migration.
 */
export const synonyms: readonly (readonly string[])[] = [
  ['错误代码', '错误码', '报错代码'],
  ['服务器端渲染', '服务端渲染', '服务端直出', 'SSR'],
  ['server-rendered', 'server-side rendering', 'server rendering', 'SSR'],
  ['单元测试', '单测'],
  ['unit test', 'unit testing'],
  ['热重载', '热更新', '热替换', 'HMR'],
  ['hot reload', 'hot module replacement', 'HMR'],
  ['代理', '跨域', '反向代理'],
  ['proxy', 'CORS', 'reverse proxy'],
  ['迁移', '升级'],
  ['migration', 'upgrade', 'upgrading'],
  ['适配器', '自定义平台', '平台适配器'],
  ['adapter', 'custom platform', 'platform adapter'],
  ['依赖注入', 'DI', '控制反转'],
  ['dependency injection', 'DI', 'inversion of control', 'IoC'],
  ['命令行工具', 'CLI', '脚手架'],
  ['command-line tool', 'CLI'],
  ['懒加载', '按需加载', '延迟加载'],
  ['lazy loading', 'lazy-load', 'on-demand loading'],
  ['退出码', '退出状态'],
  ['exit code', 'exit status'],
  ['环境变量', 'env'],
  ['environment variable', 'env'],
];

/**
 * Further words of the framework that the guides use as terms. Compounds of
 * words jieba already knows (根模块, 路由守卫) are left out on purpose: indexed
 * whole, they would no longer be found by their parts (模块, 路由).
 */
const frameworkWords = ['执行上下文', '令牌', '生命周期', '钩子', '单例'];

/**
 * Glossary terms left out of the search dictionary for the same reason:
 * compounds of words jieba already knows (最新 + 版本, 代码 + 分割) that,
 * indexed whole, would no longer be found by their parts.
 */
const compoundTerms = new Set<string>(['最新版本', '代码分割']);

/**
 * Every Chinese word above, once, longest first. A glossary term the pages
 * keep in English (`transient`, an identifier) is no word for jieba.
 */
export const searchWords: readonly string[] = [
  ...new Set([
    ...Object.values(glossary).filter(
      (word) => !compoundTerms.has(word) && /\p{Unified_Ideograph}/u.test(word),
    ),
    ...frameworkWords,
  ]),
].sort((a, b) => b.length - a.length);

/**
 * The words as a jieba user dictionary: one `word frequency tag` a line, with
 * a frequency high enough that jieba keeps each one whole.
 */
export function jiebaUserDictionary(
  words: readonly string[] = searchWords,
): string {
  return words.map((word) => `${word} 100000 n`).join('\n');
}
