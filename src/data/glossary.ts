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
} as const;

/**
 * Further words of the framework that the guides use as terms. Compounds of
 * words jieba already knows (根模块, 路由守卫) are left out on purpose: indexed
 * whole, they would no longer be found by their parts (模块, 路由).
 */
const frameworkWords = ['执行上下文', '令牌', '生命周期', '钩子', '单例'];

/** Every word above, once, longest first. */
export const searchWords: readonly string[] = [
  ...new Set([...Object.values(glossary), ...frameworkWords]),
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
