/**
 * The one map from API symbols to the guide sections that explain them, read
 * from the guides of one version and locale: wherever a guide writes a
 * symbol's name in inline code (`Injector`, `Injector.get()`, `@Injectable()`,
 * `new Injector()`) or links its API page, that page's section (h2 or h3)
 * mentions it. A class's or interface's API page, and a package's page, end
 * with "See also": the sections that explain it best, one per guide. Sections
 * are ranked, not pages: a heading that names the symbol first, then prose
 * that names or links it, then samples that use it (a tab group's samples,
 * one per UI library, count once). A list of packages and the sections about
 * a release (what is new in it, updating to it) explain no symbol and are
 * never linked. Nothing is kept by hand: a guide that starts explaining a
 * symbol shows up on its page at the next `npm run api`.
 */
import fs from 'node:fs';
import path from 'node:path';

import {createSlugger} from '@docusaurus/utils';
import ts from 'typescript';

/** At most this many guides per API page, the most relevant first. */
const LIMIT = 3;

/** Files under `dir`, relative, with forward slashes, sorted. */
export function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => !entry.isDirectory())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

/** Heading text as Docusaurus renders (and slugs) it. */
function plainText(markdown) {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(.+?)\1/g, '$2')
    .trim();
}

const HEADING =
  /^(#{1,6})\s+(.*?)(?:\s+\{#([\w-]+)\}|\s+\{\/\*\s*#([\w-]+)\s*\*\/\})?\s*$/;

/**
 * One guide: its title and, for each h2/h3 section, its anchor, its title and
 * the inline code and link targets written in it.
 */
export function readGuide(source) {
  const body = source
    .replace(/^---\n[^]*?\n---\n/, '')
    // The generated "API changes" list names everything; it explains nothing.
    .replace(/\{\/\* api-changes:start[^]*?\{\/\* api-changes:end \*\/\}/, '');
  const titleMatch = /^title:\s*(.+)$/m.exec(
    /^---\n([^]*?)\n---\n/.exec(source)?.[1] ?? '',
  );
  let title = titleMatch?.[1].trim().replace(/^(['"])(.*)\1$/, '$2');
  const slugger = createSlugger();
  const section = (anchor, sectionTitle, parent) => ({
    anchor,
    title: sectionTitle,
    parent,
    text: '',
    samples: [],
  });
  const sections = [section(null, null, null)];
  let inFence = false;
  /** The samples of the tab group being read: one entry per tab. */
  let tabs = null;
  let h2 = null;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      if (inFence) {
        // A sample: on its own, or one tab of a group.
        if (tabs) tabs.push('');
        else sections.at(-1).samples.push(['']);
      }
      continue;
    }
    if (inFence) {
      if (tabs) tabs[tabs.length - 1] += `${line}\n`;
      else sections.at(-1).samples.at(-1)[0] += `${line}\n`;
      continue;
    }
    if (/^\s*<Tabs\b/.test(line)) {
      tabs = [];
      sections.at(-1).samples.push(tabs);
      continue;
    }
    if (/^\s*<\/Tabs>/.test(line)) {
      tabs = null;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const text = plainText(heading[2]);
      const anchor = heading[3] ?? heading[4] ?? slugger.slug(text);
      if (heading[3] ?? heading[4]) slugger.slug(anchor);
      const level = heading[1].length;
      if (level === 1) title ??= text;
      if (level === 2) h2 = text;
      if (level === 2 || level === 3) {
        sections.push({
          ...section(anchor, text, level === 3 ? h2 : null),
          // The names the heading writes as code: `Router`, `@Module()`.
          codeTitle: [...heading[2].matchAll(/`([^`]*)`/g)]
            .map((code) => code[1])
            .join(' '),
        });
      }
      continue;
    }
    sections.at(-1).text += `${line}\n`;
  }
  return {title, sections};
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How much a section explains `symbol`: a heading that names it counts most,
 * then each mention in its prose (inline code or a link to `page`), then its
 * uses in the samples, where a tab group (the same sample for each UI
 * library) counts as its busiest tab.
 */
function weightIn(section, symbol, page, members, words) {
  const word = new RegExp(`(?<![\\w$-])${escape(symbol)}(?![\\w$-])`, 'g');
  const uses = (code) => code.match(word)?.length ?? 0;
  // A sample uses the symbol or not: an import and a call are one use.
  const samples = section.samples.reduce(
    (sum, group) => sum + Math.min(1, Math.max(0, ...group.map(uses))),
    0,
  );
  const said =
    3 * mentionsIn(section.text, symbol, page) +
    memberMentionsIn(section.text, symbol, members) +
    samples;
  if (said === 0) return 0;
  const title = (section.title ?? '').toLowerCase();
  return (
    said +
    (section.codeTitle?.includes(symbol) ? 8 : 0) +
    (words.some((word) => title.includes(word)) ? 5 : 0)
  );
}

/**
 * The brief's glossary (src/data/glossary.ts, the one list of the
 * framework's Chinese terms), read with TypeScript's parser.
 */
let glossary;
function readGlossary() {
  if (!glossary) {
    const file = path.resolve(
      path.dirname(new URL(import.meta.url).pathname),
      '../../src/data/glossary.ts',
    );
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
    );
    glossary = new Map();
    const visit = (node) => {
      if (
        ts.isVariableDeclaration(node) &&
        node.name.getText(source) === 'glossary'
      ) {
        const literal = ts.isAsExpression(node.initializer)
          ? node.initializer.expression
          : node.initializer;
        for (const property of literal.properties) {
          if (ts.isStringLiteral(property.initializer)) {
            glossary.set(
              property.name.getText(source).replace(/^'|'$/g, ''),
              property.initializer.text,
            );
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return glossary;
}

/**
 * The words of a symbol's name a heading about it uses: `ReactPlatform` →
 * react, platform (平台 in Chinese, from the glossary); not "lattice", which
 * every heading may say.
 */
function headingWords(symbol, locale) {
  const words = symbol
    .replace(/^@/, '')
    .split(/(?<=[a-z])(?=[A-Z])|[^A-Za-z]+/)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3 && word !== 'lattice');
  if (locale !== 'zh') return words;
  return words.flatMap((word) => readGlossary().get(word) ?? []);
}

/** A release number in a heading: `What is new in 2.1`, `从 Lattice 1.x 升级`. */
const RELEASE = /\b\d+\.(?:\d+|x)\b/;

/**
 * Sections that explain no symbol: those about a release (their heading or
 * the h2 above names one), and a list of packages (three list items or
 * table rows or more naming a package, most of the section).
 */
function explainsNothing(section) {
  if (RELEASE.test(section.title ?? '') || RELEASE.test(section.parent ?? '')) {
    return true;
  }
  const lines = section.text.split('\n').filter((line) => line.trim());
  const packageItems = lines.filter((line) =>
    /^\s*(?:[-*] |\d+\. |\|).*`(?:create-)?lattice(?:-[a-z]+)*`/.test(line),
  );
  return packageItems.length >= 3 && packageItems.length * 2 > lines.length;
}

/** Mentions of `symbol` in prose: in inline code, or a link to its page (once). */
function mentionsIn(text, symbol, page) {
  const code = new RegExp(`\`(?:@|new )?${escape(symbol)}(?:[.(<\`]|\\[)`, 'g');
  const link = page
    ? new RegExp(`\\]\\([^)]*${escape(page)}(?:#[^)]*)?\\)`, 'g')
    : null;
  // A linked name, [`Router`](…Router.md), is one mention.
  const linkedName = page
    ? new RegExp(
        `\\[\`(?:@|new )?${escape(symbol)}(?:[.(<\`]|\\[)[^\\]]*\\]\\([^)]*${escape(page)}`,
        'g',
      )
    : null;
  return (
    (text.match(code)?.length ?? 0) +
    (link ? (text.match(link)?.length ?? 0) : 0) -
    (linkedName ? (text.match(linkedName)?.length ?? 0) : 0)
  );
}

/**
 * Mentions in prose of `symbol`'s members called on a value named after it
 * (`router.navigate()`, `config.get()`, `this.injector.get()`): a section
 * that explains what a class's instance does explains the class.
 */
function memberMentionsIn(text, symbol, members) {
  if (!members?.length) return 0;
  const owner = symbol.toLowerCase();
  let count = 0;
  for (const [, receiver] of text.matchAll(
    new RegExp(
      `\`(?:this\\.)?([A-Za-z_$][\\w$]*)\\.(?:${members.map(escape).join('|')})\\b`,
      'g',
    ),
  )) {
    const name = receiver.toLowerCase();
    if (name.length >= 3 && owner.includes(name)) count += 1;
  }
  return count;
}

/**
 * API page (relative to the version's `api/` folder) → [{label, target}], the
 * target relative to the version's docs folder (`overview/providers.mdx#tokens`).
 * `docsDir` is the version's docs folder in one locale; `pages` maps each
 * class, interface and package page to the names that count for it.
 */
export function seeAlsoMap(docsDir, pages, locale = 'en') {
  const guides = walk(docsDir)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('api/'))
    .map((file) => ({
      file,
      ...readGuide(fs.readFileSync(path.join(docsDir, file), 'utf8')),
    }));
  const map = new Map();
  for (const {page, names, members} of pages) {
    // What each name's headings are called: one reading per page, not per section.
    const headings = new Map(
      names.map((name) => [name, headingWords(name, locale)]),
    );
    const found = [];
    for (const guide of guides) {
      let best = null;
      let total = 0;
      for (const section of guide.sections) {
        if (explainsNothing(section)) continue;
        const count = names.reduce(
          (sum, name) =>
            sum + weightIn(section, name, page, members, headings.get(name)),
          0,
        );
        total += count;
        if (count > 0 && (!best || count > best.count)) {
          best = {section, count};
        }
      }
      if (!best) continue;
      const {section, count} = best;
      const guideTitle = guide.title ?? guide.file;
      found.push({
        count,
        total,
        label: section.title ? `${guideTitle} › ${section.title}` : guideTitle,
        target: section.anchor ? `${guide.file}#${section.anchor}` : guide.file,
      });
    }
    // Sections by weight; between equals, the guide that says more of it.
    found.sort(
      (a, b) =>
        b.count - a.count ||
        b.total - a.total ||
        a.target.localeCompare(b.target),
    );
    map.set(
      page,
      found.slice(0, LIMIT).map(({label, target}) => ({label, target})),
    );
  }
  return map;
}
