/**
 * What makes an API page read as generator output rather than written
 * documentation (issue 21), counted on the generated Markdown
 * (scripts/__tests__/api.test.ts) and on the built HTML
 * (tests/build/api-reference.test.ts). Each rule names what a reader sees.
 */

export interface Noise {
  rule: string;
  sample: string;
}

interface Rule {
  rule: string;
  pattern: RegExp;
}

/** Structure headings TypeDoc writes that say nothing to a reader. */
const STRUCTURE_HEADINGS = [
  'Implementation of',
  'Overrides',
  'Inherited from',
  'Union Members',
  'Type Literal',
  'Call Signature',
  '实现了',
  '重写了',
  '继承自',
  '联合成员',
  '类型字面量',
  '调用签名',
];

/** Numbered anchors, apart from an overload's number ("Overload 2 of 2"). */
const NUMBERED = /^(?!.*-overload-\d+$).*-\d+$/;

const MARKDOWN_RULES: Rule[] = [
  {rule: 'a *** separator line', pattern: /^\*\*\*$/gm},
  {
    rule: 'an escaped bracket outside code',
    pattern: /^(?!```).*?\\[<>[\]].*$/gm,
  },
  {rule: 'an emphasised *extends*', pattern: /\*extends\*/g},
  {
    rule: 'a TypeDoc structure heading',
    pattern: new RegExp(
      `^#{2,6} (?:${STRUCTURE_HEADINGS.join('|')}) \\{`,
      'gm',
    ),
  },
  {rule: '继承于 (reads as "inherits from")', pattern: /继承于/g},
  {
    rule: 'a title that is not the plain name',
    pattern: /^# (?:.*[<\\ ].*|Class: .*|Interface: .*)$/gm,
  },
  {
    rule: 'a constructor "Returns" section',
    pattern: /\{\/\* #constructor-returns \*\/\}/g,
  },
  {rule: 'a table-row anchor', pattern: /<a id="[^"]*"><\/a>/g},
];

/** Noise in one generated Markdown page. */
export function markdownNoise(text: string): Noise[] {
  const outsideFences = text.replace(/^```[^]*?^```/gm, '');
  const found: Noise[] = [];
  for (const {rule, pattern} of MARKDOWN_RULES) {
    for (const match of outsideFences.matchAll(pattern)) {
      found.push({rule, sample: match[0].slice(0, 80)});
    }
  }
  for (const [, anchor] of outsideFences.matchAll(/\{\/\* #([\w-]+) \*\/\}/g)) {
    if (NUMBERED.test(anchor!))
      found.push({rule: 'a numbered anchor', sample: anchor!});
  }
  return found;
}

/** The page's article, without the code blocks (their text is code). */
function articleOf(html: string): string {
  const start = html.indexOf('<article');
  const end = html.indexOf('</article>');
  return html
    .slice(start, end === -1 ? undefined : end)
    .replace(/<pre[^]*?<\/pre>/g, '');
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Noise in one built API page. */
export function htmlNoise(html: string): Noise[] {
  const article = articleOf(html);
  const found: Noise[] = [];
  const push = (rule: string, sample: string) =>
    found.push({rule, sample: sample.slice(0, 80)});
  for (const match of article.matchAll(/<hr\b[^>]*>/g))
    push('a separator line', match[0]);
  for (const match of article.matchAll(/<em>extends<\/em>/g))
    push('an emphasised extends', match[0]);
  // A type cut into pieces: `Promise`<`void`> renders as code, text, code.
  for (const match of article.matchAll(/<\/code>(?:&lt;|<|\[)<code>/g)) {
    push('a type split into code pieces', match[0]);
  }
  for (const match of article.matchAll(/\\[<>[\]]/g))
    push('a visible backslash escape', match[0]);
  for (const [, level, heading] of article.matchAll(
    /<h([2-6])[^>]*>([^]*?)<\/h\1>/g,
  )) {
    void level;
    const title = text(heading!)
      .replace(/\u200b/g, '')
      .trim();
    if (STRUCTURE_HEADINGS.includes(title))
      push('a TypeDoc structure heading', title);
  }
  if (/继承于/.test(text(article))) push('继承于', '继承于');
  for (const [, id] of article.matchAll(/\sid=["]?([\w-]+)/g)) {
    if (NUMBERED.test(id!)) push('a numbered anchor', id!);
    if (id === 'constructor-returns')
      push('a constructor "Returns" section', id);
  }
  const h1 = /<h1[^>]*>([^]*?)<\/h1>/.exec(article)?.[1];
  if (
    h1 !== undefined &&
    /[<\s]|Class:|Interface:|抽象/.test(text(h1).trim())
  ) {
    push('a title that is not the plain name', text(h1));
  }
  return found;
}
