/**
 * What makes an API page read as generator output rather than written
 * documentation, counted on the generated Markdown
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
  // Scaffolding a reader reads past.
  {rule: 'a heading with a markdown escape', pattern: /^#{1,6} .*\\_.*$/gm},
  {rule: 'a member heading ending in ?', pattern: /^#{2,6} .*\? \{\/\*.*$/gm},
  {rule: 'an h5 or h6 heading', pattern: /^#{5,6} .*$/gm},
  {
    rule: 'a Constructors heading over one constructor',
    pattern:
      /^## (?:Constructors|构造函数) \{\/\* #constructors \*\/\}\n\n### [^\n]*\n(?:(?!^##? )[^]*?)(?=^## |(?![^]))/gm,
  },
  {
    rule: 'a parameter table with no description column',
    pattern: /^\| (?:Parameter|参数) \| (?:Type|类型) \|$/gm,
  },
  {
    // The generator writes the marker ("New in 2.1", 新增于 2.1); a comment
    // that says it too repeats it.
    rule: '"New in" said in the text as well',
    pattern: /New in \d+\.\d+[.,;]|[（(]?\d+\.\d+ 新增/g,
  },
];

/**
 * Noise inside the code blocks and the front matter, which the rules above
 * do not read.
 */
const WHOLE_PAGE_RULES: Rule[] = [
  {
    rule: 'an object type printed as object',
    pattern: /^type \S+(?:<.*>)? = object;$/gm,
  },
  {rule: 'a line ending in spaces', pattern: /^.*\S[ \t]+$/gm},
  {
    rule: 'a description of more than one sentence',
    pattern: /^description: ".*?(?:\. |。)(?=[^"]).*"$/gm,
  },
];

/**
 * A Returns section that only repeats the signature's type: its body is a
 * type (code and links), with no word about the result.
 */
function returnsNoise(text: string): Noise[] {
  const found: Noise[] = [];
  for (const [section, body] of text.matchAll(
    /^#{2,6} (?:Returns|返回) \{\/\* #[\w-]+ \*\/\}\n\n([^]*?)(?=^#{1,6} |^\*\*|(?![^]))/gm,
  )) {
    const first = body!.trim().split(/\n\n/)[0] ?? '';
    if (
      /^[`[\\|\s].*$/.test(first) &&
      !/[a-z\u4e00-\u9fff]{3,}(?![^`]*`)/.test(
        first.replace(/\[[^\]]*\]\([^)]*\)/g, '').replace(/`[^`]*`/g, ''),
      )
    ) {
      found.push({
        rule: 'a Returns section that repeats the type',
        sample: section.slice(0, 80),
      });
    }
  }
  return found;
}

/**
 * A Throws section that names `LatticeError` or an error code without
 * linking it: the codes are explained once, on LatticeError's page.
 */
function throwsNoise(text: string, isLatticeError: boolean): Noise[] {
  if (isLatticeError) return [];
  const found: Noise[] = [];
  for (const [, body] of text.matchAll(
    /^#{2,6} (?:Throws|抛出) \{\/\* #[\w-]+ \*\/\}\n\n([^]*?)(?=^#{1,6} |(?![^]))/gm,
  )) {
    for (const match of body!.matchAll(
      // An error code is named as one: "code `X`", "（代码 `X` 或 `Y`）".
      /(?<!\[)`LatticeError`(?!\]\()|(?<=(?:code|代码)[^`\n]{0,12}(?:`[^`]*`\]\([^)]*\)[^`\n]{0,6})?)(?<!\[)`[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+`(?!\]\()/g,
    )) {
      found.push({rule: 'an unlinked error in Throws', sample: match[0]});
    }
  }
  return found;
}

/** Noise in one generated Markdown page. */
export function markdownNoise(text: string): Noise[] {
  const outsideFences = text.replace(/^```[^]*?^```/gm, '');
  const found: Noise[] = [
    ...returnsNoise(outsideFences),
    ...throwsNoise(outsideFences, /^title: "LatticeError"$/m.test(text)),
  ];
  for (const {rule, pattern} of WHOLE_PAGE_RULES) {
    for (const match of text.matchAll(pattern)) {
      found.push({rule, sample: match[0].slice(0, 80)});
    }
  }
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
    const title = text(heading!)
      .replace(/\u200b/g, '')
      .trim();
    if (STRUCTURE_HEADINGS.includes(title))
      push('a TypeDoc structure heading', title);
    if (Number(level) >= 5) push('an h5 or h6 heading', title);
    if (/\?$/.test(title)) push('a member heading ending in ?', title);
  }
  if (/继承于/.test(text(article))) push('继承于', '继承于');
  if (/<h2[^>]*id="constructors"/.test(article))
    push('a Constructors heading over one constructor', 'constructors');
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
