/**
 * The one map from API symbols to the guide sections that explain them, read
 * from the guides of one version and locale: wherever a guide writes a
 * symbol's name in inline code (`Injector`, `Injector.get()`, `@Injectable()`,
 * `new Injector()`) or links its API page, that page's section (h2 or h3)
 * mentions it. A class's or interface's API page, and a package's page, end
 * with "See also": the guides that mention it most, each at the section that
 * mentions it most. Nothing is kept by hand: a guide that starts explaining a
 * symbol shows up on its page at the next `npm run api`.
 */
import fs from 'node:fs';
import path from 'node:path';

import {createSlugger} from '@docusaurus/utils';

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
  const sections = [{anchor: null, title: null, text: '', code: ''}];
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      sections.at(-1).code += `${line}\n`;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const text = plainText(heading[2]);
      const anchor = heading[3] ?? heading[4] ?? slugger.slug(text);
      if (heading[3] ?? heading[4]) slugger.slug(anchor);
      const level = heading[1].length;
      if (level === 1) title ??= text;
      if (level === 2 || level === 3) {
        sections.push({anchor, title: text, text: '', code: ''});
      }
      continue;
    }
    sections.at(-1).text += `${line}\n`;
  }
  return {title, sections};
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How much a section says about `symbol`: each mention in its prose (inline
 * code or a link to `page`) counts twice, each use in its code samples once.
 */
function weightIn(section, symbol, page) {
  const word = new RegExp(`(?<![\\w$-])${escape(symbol)}(?![\\w$-])`, 'g');
  return (
    2 * mentionsIn(section.text, symbol, page) +
    (section.code.match(word)?.length ?? 0)
  );
}

function mentionsIn(text, symbol, page) {
  const code = new RegExp(`\`(?:@|new )?${escape(symbol)}(?:[.(<\`]|\\[)`, 'g');
  const link = page
    ? new RegExp(`\\]\\([^)]*${escape(page)}(?:#[^)]*)?\\)`, 'g')
    : null;
  return (
    (text.match(code)?.length ?? 0) +
    (link ? (text.match(link)?.length ?? 0) : 0)
  );
}

/**
 * API page (relative to the version's `api/` folder) → [{label, target}], the
 * target relative to the version's docs folder (`overview/providers.mdx#tokens`).
 * `docsDir` is the version's docs folder in one locale; `pages` maps each
 * class, interface and package page to the names that count for it.
 */
export function seeAlsoMap(docsDir, pages) {
  const guides = walk(docsDir)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('api/'))
    .map((file) => ({
      file,
      ...readGuide(fs.readFileSync(path.join(docsDir, file), 'utf8')),
    }));
  const map = new Map();
  for (const {page, names} of pages) {
    const found = [];
    for (const guide of guides) {
      let best = null;
      let total = 0;
      for (const section of guide.sections) {
        const count = names.reduce(
          (sum, name) => sum + weightIn(section, name, page),
          0,
        );
        total += count;
        if (count > 0 && (!best || count > best.count)) {
          best = {section, count};
        }
      }
      if (!best) continue;
      const {section} = best;
      const guideTitle = guide.title ?? guide.file;
      found.push({
        total,
        label: section.title ? `${guideTitle} › ${section.title}` : guideTitle,
        target: section.anchor ? `${guide.file}#${section.anchor}` : guide.file,
      });
    }
    found.sort((a, b) => b.total - a.total || a.target.localeCompare(b.target));
    map.set(
      page,
      found.slice(0, LIMIT).map(({label, target}) => ({label, target})),
    );
  }
  return map;
}
