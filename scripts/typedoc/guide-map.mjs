/**
 * The one map from API symbols to the guide sections that explain them, read
 * from the guides of one version and locale: wherever a guide writes a
 * symbol's name in inline code (`Injector`, `Injector.get()`, `@Injectable()`,
 * `new Injector()`) or links its API page, that page's section (h2 or h3)
 * mentions it. A class's or interface's API page, and a package's page, end
 * with "See also": the sections that explain it best, one per guide. Sections
 * are ranked, not pages, by what they say of the symbol (WEIGHT, below): a
 * heading that names it, prose that names it, links its page and names its
 * members, samples that use it (a tab group's samples, one per UI library,
 * count once). Naming a symbol again and again is not explaining it: a
 * migration note that lists every `new Logger()` call to change says less of
 * `Logger` than the section that introduces it and shows it at work. Between
 * equals, the section that the guides themselves link to when they mention
 * the symbol leads: the section that states a rule whole is the one the
 * others point at. A list of packages, the sections about a release (what is
 * new in it, updating to it) and the asides about one (":::info[New in
 * 2.0]") explain no symbol and are never linked.
 *
 * The Chinese guides are twins of the English ones, section for section, so
 * a Chinese page lists the twins of the English page's sections
 * (translatedSeeAlso): a reader who switches language finds the same guides.
 * Nothing is kept by hand: a guide that starts explaining a symbol shows up
 * on its page at the next `npm run api`.
 */
import fs from 'node:fs';
import path from 'node:path';

import {createSlugger} from '@docusaurus/utils';
import escapeStringRegexp from 'escape-string-regexp';
import ts from 'typescript';

import {walk} from '../lib/files.mjs';

/** At most this many guides per API page, the most relevant first. */
const LIMIT = 3;

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
 * A section of a guide (the first one is what comes before its first h2).
 * @typedef {object} Section
 * @property {string | null} anchor
 * @property {string | null} title
 * @property {string | null} parent the title of the h2 an h3 is under
 * @property {string} text its prose, without its samples
 * @property {string[][]} samples its code samples: a tab group's, one per
 *   tab, or one on its own
 * @property {string} [codeTitle] the names its heading writes as code
 */

/**
 * The last item of a list that is never empty.
 * @template T
 * @param {T[]} list
 * @returns {T}
 */
const last = (list) => list[list.length - 1];

/**
 * One guide: its title and, for each h2/h3 section, its anchor, its title and
 * the inline code and link targets written in it.
 * @param {string} source
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
  /** @returns {Section} */
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
  /** Inside an aside about a release (":::info[New in 2.0]"), which is skipped. */
  let inReleaseNote = false;
  for (const line of body.split('\n')) {
    if (inReleaseNote) {
      if (/^:::\s*$/.test(line)) inReleaseNote = false;
      continue;
    }
    if (!inFence && /^:::\w+\[(.*)\]/.exec(line)?.[1].match(RELEASE)) {
      inReleaseNote = true;
      continue;
    }
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      if (inFence) {
        // A sample: on its own, or one tab of a group.
        if (tabs) tabs.push('');
        else last(sections).samples.push(['']);
      }
      continue;
    }
    if (inFence) {
      if (tabs) tabs[tabs.length - 1] += `${line}\n`;
      else last(last(sections).samples)[0] += `${line}\n`;
      continue;
    }
    if (/^\s*<Tabs\b/.test(line)) {
      tabs = [];
      last(sections).samples.push(tabs);
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
    last(sections).text += `${line}\n`;
  }
  return {title, sections};
}

/**
 * What a section's evidence about a symbol is worth. The heading weighs
 * most: a section whose heading writes the name as code is about it; one
 * whose heading has the name's words ("The injector tree" for `Injector`,
 * "Errors" for `LatticeError`) nearly so, in the share of the words it has
 * ("Router options" is half about `RouterModule`); every section of a guide
 * whose title has all of them ("Router module") is about it too, if less
 * than the section that says so in its own heading. In the prose, the first
 * mention counts, and each further one a little: repeating a name is not
 * explaining it. Linking the symbol's page (the guides link it where they
 * introduce it), naming its members (what its instances do) and showing it
 * in a sample each add to that.
 */
const WEIGHT = {
  /** The heading writes the name as code: `## The \`Platform\` interface`. */
  codeHeading: 8,
  /** The heading has the name's words, times the share it has. */
  headingWords: 5,
  /** At least this much in a guide whose title has all of the name's words. */
  guideTitle: 3,
  /** The prose names the symbol (inline code, or a link to its page). */
  firstMention: 3,
  /** Each further mention. */
  furtherMention: 1,
  /** The prose links the symbol's API page. */
  link: 1,
  /** Each of its instance members the prose names, once. */
  member: 1,
  /** Each sample that uses the symbol (a tab group once). */
  sample: 1,
};

/**
 * The patterns that find a symbol in a section, made once per page and name
 * (seeAlsoMap reads every section of every guide with them): its name in a
 * sample, as code in the prose, a link to its page, a linked name, and its
 * instance members, on a value named after it or alone.
 * @typedef {ReturnType<typeof matchersOf>} Matchers
 */
function matchersOf(symbol, page, members) {
  const name = escapeStringRegexp(symbol);
  const pageLink = page
    ? `\\]\\([^)]*${escapeStringRegexp(page)}(?:#[^)]*)?\\)`
    : null;
  const memberNames = members?.length
    ? members.map((member) => escapeStringRegexp(member)).join('|')
    : null;
  return {
    symbol,
    word: new RegExp(`(?<![\\w$-])${name}(?![\\w$-])`, 'g'),
    code: new RegExp(`\`(?:@|new )?${name}(?:[.(<\`]|\\[)`, 'g'),
    link: pageLink ? new RegExp(pageLink, 'g') : null,
    // A linked name, [`Router`](…Router.md), is one mention.
    linkedName: page
      ? new RegExp(
          `\\[\`(?:@|new )?${name}(?:[.(<\`]|\\[)[^\\]]*\\]\\([^)]*${escapeStringRegexp(page)}`,
          'g',
        )
      : null,
    memberOnValue: memberNames
      ? new RegExp(
          `\`(?:this\\.)?([A-Za-z_$][\\w$]*)\\.(${memberNames})\\b`,
          'g',
        )
      : null,
    memberAlone: memberNames
      ? new RegExp(`\`(${memberNames})(?:\\([^\`]*\\))?\``, 'g')
      : null,
  };
}

/**
 * How much a section explains a symbol (see WEIGHT): nothing unless its prose
 * names the symbol or its members or a sample uses it; then what its heading,
 * its prose and its samples say. `words` are the name's heading words
 * (headingWords), `guideTitle` the title of the section's guide.
 * @param {Section} section
 * @param {Matchers} matchers
 * @param {string[]} words
 * @param {string | null | undefined} guideTitle
 */
function weightIn(section, matchers, words, guideTitle) {
  const count = (text, pattern) =>
    pattern ? (text.match(pattern)?.length ?? 0) : 0;
  // A sample uses the symbol or not: an import and a call are one use.
  const samples = section.samples.reduce(
    (sum, group) =>
      sum +
      Math.min(
        1,
        Math.max(0, ...group.map((code) => count(code, matchers.word))),
      ),
    0,
  );
  const text = section.text;
  const links = count(text, matchers.link);
  const mentions =
    count(text, matchers.code) + links - count(text, matchers.linkedName);
  const said =
    (mentions > 0
      ? WEIGHT.firstMention + WEIGHT.furtherMention * (mentions - 1)
      : 0) +
    (links > 0 ? WEIGHT.link : 0) +
    WEIGHT.member * membersNamedIn(text, matchers, mentions > 0) +
    WEIGHT.sample * samples;
  if (said === 0) return 0;
  const has = (title) =>
    words.filter((name) => title.toLowerCase().includes(name)).length;
  const headingShare = words.length
    ? has(section.title ?? '') / words.length
    : 0;
  const aboutGuide = words.length > 0 && has(guideTitle ?? '') === words.length;
  return (
    said +
    (section.codeTitle?.includes(matchers.symbol) ? WEIGHT.codeHeading : 0) +
    Math.max(
      WEIGHT.headingWords * headingShare,
      aboutGuide ? WEIGHT.guideTitle : 0,
    )
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
        const literal =
          node.initializer && ts.isAsExpression(node.initializer)
            ? node.initializer.expression
            : node.initializer;
        if (!literal || !ts.isObjectLiteralExpression(literal))
          throw new Error(
            `guide-map: ${file}: \`glossary\` is no longer an object literal, which is what readGlossary reads`,
          );
        for (const property of literal.properties) {
          if (
            ts.isPropertyAssignment(property) &&
            ts.isStringLiteral(property.initializer)
          ) {
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

/**
 * How many of `symbol`'s instance members the prose names, each once: called
 * on a value named after the symbol (`router.navigate()`, `config.get()`,
 * `this.injector.get()`), or, in a section that names the symbol, alone
 * (`info()`, `code`). A section that explains what a class's instances do
 * explains the class. (A static member is called on the class,
 * `RouterModule.forRoot()`, which counts as a mention of the symbol.)
 */
function membersNamedIn(text, matchers, namesSymbol) {
  if (!matchers.memberOnValue || !matchers.memberAlone) return 0;
  const owner = matchers.symbol.toLowerCase();
  const named = new Set();
  for (const [, receiver, member] of text.matchAll(matchers.memberOnValue)) {
    const name = receiver.toLowerCase();
    if (
      receiver !== matchers.symbol &&
      name.length >= 3 &&
      owner.includes(name)
    ) {
      named.add(member);
    }
  }
  if (namesSymbol) {
    for (const [, member] of text.matchAll(matchers.memberAlone)) {
      named.add(member);
    }
  }
  return named.size;
}

/** The guides of a docs folder (not its API pages), read. */
function readGuides(docsDir) {
  return walk(docsDir)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('api/'))
    .map((file) => ({
      file,
      ...readGuide(fs.readFileSync(path.join(docsDir, file), 'utf8')),
    }));
}

/**
 * Who links to each section: `file#anchor` → the sections (of any guide)
 * whose prose links to it.
 */
function linksBetween(guides) {
  const linkedFrom = new Map();
  for (const guide of guides) {
    for (const section of guide.sections) {
      for (const [, target, anchor] of section.text.matchAll(
        /\]\(((?:\.{1,2}\/)[^)#\s]*\.mdx?|[^)#\s:/]*\.mdx?)?#([^)\s]+)\)/g,
      )) {
        const file = target
          ? path.posix.join(path.posix.dirname(guide.file), target)
          : guide.file;
        const key = `${file}#${anchor}`;
        if (file === guide.file && anchor === section.anchor) continue;
        if (!linkedFrom.has(key)) linkedFrom.set(key, new Set());
        linkedFrom.get(key).add(section);
      }
    }
  }
  return linkedFrom;
}

/**
 * API page (relative to the version's `api/` folder) → [{label, target}], the
 * target relative to the version's docs folder (`overview/providers.mdx#tokens`).
 * `docsDir` is the version's docs folder in one locale; `pages` maps each
 * class, interface and package page to the names that count for it and the
 * names of its instance members.
 */
export function seeAlsoMap(docsDir, pages, locale = 'en') {
  const guides = readGuides(docsDir);
  const linkedFrom = linksBetween(guides);
  const map = new Map();
  for (const {page, names, members} of pages) {
    // What each name's headings are called, and its patterns: made once per
    // page, not per section.
    const readings = names.map((name) => ({
      words: headingWords(name, locale),
      matchers: matchersOf(name, page, members),
    }));
    const weights = new Map();
    for (const guide of guides) {
      for (const section of guide.sections) {
        if (explainsNothing(section)) continue;
        const weight = readings.reduce(
          (sum, {words, matchers}) =>
            sum + weightIn(section, matchers, words, guide.title),
          0,
        );
        if (weight > 0) weights.set(section, weight);
      }
    }
    // The sections that explain the symbol and link to this one.
    const pointedAt = (guide, section) =>
      [...(linkedFrom.get(`${guide.file}#${section.anchor}`) ?? [])].filter(
        (from) => weights.has(from),
      ).length;
    const found = [];
    for (const guide of guides) {
      let best = null;
      let total = 0;
      for (const section of guide.sections) {
        const count = weights.get(section) ?? 0;
        if (count === 0) continue;
        total += count;
        const linked = pointedAt(guide, section);
        if (
          !best ||
          count > best.count ||
          (count === best.count && linked > best.linked)
        ) {
          best = {section, count, linked};
        }
      }
      if (!best) continue;
      const {section, count, linked} = best;
      const guideTitle = guide.title ?? guide.file;
      found.push({
        count,
        linked,
        total,
        label: section.title ? `${guideTitle} › ${section.title}` : guideTitle,
        target: section.anchor ? `${guide.file}#${section.anchor}` : guide.file,
      });
    }
    // Sections by weight; between equals, the one the guides point at, then
    // the guide that says more of it.
    found.sort(
      (a, b) =>
        b.count - a.count ||
        b.linked - a.linked ||
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

/**
 * A translation's See also lists: for each page, the twins of the sections
 * `seeAlso` lists (read from `sourceDocsDir`, the English guides), in the
 * guides of `docsDir`, with their translated titles. A twin is the section
 * at the same place in the guide of the same path, whose h2 and h3 headings
 * must match the source's one for one. A page with a section that has no
 * twin (a guide not translated, or translated with other sections) gets a
 * list ranked in `docsDir` itself, and is returned in `untwinned`, for the
 * generator to say so.
 */
export function translatedSeeAlso(
  seeAlso,
  sourceDocsDir,
  docsDir,
  pages,
  locale,
) {
  const guides = new Map();
  const guideIn = (dir, file) => {
    const key = path.join(dir, file);
    if (!guides.has(key)) {
      guides.set(
        key,
        fs.existsSync(key) ? readGuide(fs.readFileSync(key, 'utf8')) : null,
      );
    }
    return guides.get(key);
  };
  const shape = (guide) =>
    guide.sections.map((section) => (section.parent ? 3 : 2)).join('');
  const twinOf = ({target}) => {
    const [file, anchor] = target.split('#');
    const source = guideIn(sourceDocsDir, file);
    const translated = guideIn(docsDir, file);
    if (!source || !translated || shape(source) !== shape(translated)) {
      return null;
    }
    const index = source.sections.findIndex(
      (section) => section.anchor === (anchor ?? null),
    );
    const twin = translated.sections[index];
    if (!twin) return null;
    const title = translated.title ?? file;
    return {
      label: twin.title ? `${title} › ${twin.title}` : title,
      target: twin.anchor ? `${file}#${twin.anchor}` : file,
    };
  };
  const map = new Map();
  const untwinned = [];
  for (const [page, entries] of seeAlso) {
    const twins = entries.map(twinOf);
    if (twins.includes(null)) untwinned.push(page);
    else map.set(page, twins);
  }
  if (untwinned.length) {
    const own = seeAlsoMap(
      docsDir,
      pages.filter(({page}) => untwinned.includes(page)),
      locale,
    );
    for (const [page, entries] of own) map.set(page, entries);
  }
  return {seeAlso: map, untwinned};
}
