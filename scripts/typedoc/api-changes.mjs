/**
 * A release's API changes: the inventories (inventory.mjs) of two versions
 * compared, and the section "API changes in <release>" that `npm run api`
 * writes at the end of each version's update page (cli-commands/update.mdx),
 * between two markers, in English and Chinese.
 *
 * What counts as a change:
 * - a symbol added or removed; renamed, when a removed and an added symbol of
 *   the same kind have the same members (or the same declaration apart from
 *   the name); moved, when it left one package for another;
 * - a symbol whose declaration changed (kind, type parameters, heritage, a
 *   function's signatures, a type alias's type);
 * - a member added, removed, renamed (same declaration under another name) or
 *   changed (its declaration text differs), or deprecated;
 * - a symbol or member replaced by another: what the newer declarations
 *   say with `@replaces Old` (a rename keeps identical members; a
 *   replacement need not), shown as "replaced by" rather than a removal and
 *   an unrelated addition. A `@replaces` that names nothing of the release
 *   before fails, naming the file and line.
 *
 * The inventories come from TypeScript's own parser and printer rather than
 * api-extractor's reports: api-extractor works on one built package at a
 * time (an entry point and a package.json each), so a symbol that moved
 * between packages (0.7's lattice-utils into lattice-common) would read as
 * removed in one report and added in another, and its report is a file to
 * diff line by line, where the printer gives each declaration as one
 * comment-free line to compare.
 */
import {counterpart} from './inventory.mjs';

/** Compares two inventories: `before` (the older release) and `after`. */
export function diffInventories(before, after) {
  const added = [];
  const removed = [];
  const moved = [];
  const changed = [];
  const matched = new Set();
  for (const symbol of after.symbols.values()) {
    const old = counterpart(symbol, after, before);
    if (!old) {
      added.push(symbol);
      continue;
    }
    matched.add(old.id);
    if (old.package !== symbol.package) moved.push({from: old, to: symbol});
    const members = diffMembers(old.members, symbol.members);
    const declaration = old.text !== symbol.text || old.kind !== symbol.kind;
    if (declaration || members.length) {
      changed.push({
        from: old,
        to: symbol,
        declaration: declaration
          ? {before: old.text, after: symbol.text}
          : null,
        members,
      });
    }
  }
  for (const symbol of before.symbols.values()) {
    if (!matched.has(symbol.id)) removed.push(symbol);
  }
  const renamed = [];
  for (const old of [...removed]) {
    const match = added.find(
      (candidate) =>
        candidate.kind === old.kind &&
        candidate.package === old.package &&
        sameShape(old, candidate),
    );
    if (!match) continue;
    renamed.push({from: old, to: match});
    removed.splice(removed.indexOf(old), 1);
    added.splice(added.indexOf(match), 1);
  }
  const replaced = applyReplacements(before, after, {added, removed, changed});
  const byName = (a, b) => a.name.localeCompare(b.name);
  return {
    added: added.sort(byName),
    removed: removed.sort(byName),
    renamed: renamed.sort((a, b) => byName(a.to, b.to)),
    replaced: replaced.sort((a, b) => byName(a.from, b.from)),
    moved: moved.sort((a, b) => byName(a.to, b.to)),
    changed: changed.sort((a, b) => byName(a.to, b.to)),
  };
}

/**
 * The `@replaces` tags of `after` (inventory.mjs) applied to a diff: a
 * replaced symbol leaves `removed` (and its replacement `added`) for the
 * returned list, [{from, to: [symbols]}]; a replaced member becomes a
 * `replaced` change of its symbol, `by` what replaces it.
 */
function applyReplacements(before, after, {added, removed, changed}) {
  const named = (name) => {
    const found = [...before.symbols.values()].filter(
      (symbol) => symbol.name === name,
    );
    return found.length === 1 ? found[0] : undefined;
  };
  const replacedSymbols = new Map();
  for (const replacement of after.replacements ?? []) {
    const to = after.symbols.get(
      `${replacement.package}/${replacement.symbol}`,
    );
    const [owner, ownerMember] = replacement.replaces.split('.');
    let from;
    let fromMember;
    if (ownerMember) {
      from = named(owner);
      fromMember = ownerMember;
    } else if (replacement.member) {
      from = to && counterpart(to, after, before);
      fromMember = replacement.replaces;
    } else {
      from = named(replacement.replaces);
    }
    const found =
      from &&
      (!fromMember ||
        from.members.has(fromMember) ||
        new RegExp(`\\b${fromMember}\\b`).test(from.text));
    if (!to || !found) {
      throw new Error(
        `${replacement.file}:${replacement.line}: @replaces ${replacement.replaces}: the release before has nothing of that name`,
      );
    }
    if (!fromMember) {
      if (!replacedSymbols.has(from)) replacedSymbols.set(from, []);
      replacedSymbols.get(from).push(to);
      if (removed.includes(from)) removed.splice(removed.indexOf(from), 1);
      if (added.includes(to)) added.splice(added.indexOf(to), 1);
      continue;
    }
    // The change of the symbol that lost the member (the same one, or another).
    let change = changed.find((entry) => entry.from === from);
    if (!change) {
      change = {
        from,
        to: counterpart(from, before, after) ?? to,
        declaration: null,
        members: [],
      };
      changed.push(change);
    }
    const gone = change.members.findIndex(
      (entry) => entry.change === 'removed' && entry.member.name === fromMember,
    );
    const oldMember = from.members.get(fromMember) ?? {
      name: fromMember,
      kind: 'property',
    };
    if (gone !== -1) change.members.splice(gone, 1);
    const arrived = change.members.findIndex(
      (entry) =>
        entry.change === 'added' &&
        change.to === to &&
        entry.member.name === replacement.member,
    );
    if (arrived !== -1) change.members.splice(arrived, 1);
    change.members.push({
      change: 'replaced',
      member: oldMember,
      by: {symbol: to, member: replacement.member},
    });
  }
  return [...replacedSymbols].map(([from, to]) => ({from, to}));
}

/**
 * Whether two declarations are one renamed: the same members (at least one),
 * or the same signature apart from the name when that signature says
 * something (`(): void` is shared by too many things to mean a rename).
 */
function sameShape(a, b) {
  if (a.members.size > 0 || b.members.size > 0) {
    if (a.members.size !== b.members.size) return false;
    for (const [name, member] of a.members) {
      if (b.members.get(name)?.text !== member.text) return false;
    }
    return true;
  }
  return sameSignature(a, b);
}

function sameSignature(a, b) {
  const shape = (item) => item.text.replaceAll(item.name, '\u0000');
  return shape(a) === shape(b) && !/\(\)(: void)?$/.test(shape(a));
}

function diffMembers(before, after) {
  const added = [...after.values()].filter(
    (member) => !before.has(member.name),
  );
  const removed = [...before.values()].filter(
    (member) => !after.has(member.name),
  );
  const changes = [];
  for (const old of [...removed]) {
    const match = added.find(
      // Only a method with parameters: two boolean flags share a type
      // without being one flag renamed.
      (candidate) =>
        old.kind === 'method' &&
        candidate.kind === 'method' &&
        !/\(\)/.test(old.text) &&
        sameSignature(old, candidate),
    );
    if (!match) continue;
    changes.push({change: 'renamed', member: match, from: old});
    removed.splice(removed.indexOf(old), 1);
    added.splice(added.indexOf(match), 1);
  }
  for (const member of added) changes.push({change: 'added', member});
  for (const member of removed) changes.push({change: 'removed', member});
  for (const [name, member] of after) {
    const old = before.get(name);
    if (old && old.text !== member.text) {
      changes.push({change: 'changed', member, from: old});
    }
    if (old && member.deprecated && !old.deprecated) {
      changes.push({change: 'deprecated', member, from: old});
    }
  }
  const order = {
    added: 0,
    renamed: 1,
    replaced: 2,
    changed: 3,
    deprecated: 4,
    removed: 5,
  };
  return changes.sort(
    (a, b) =>
      order[a.change] - order[b.change] ||
      a.member.name.localeCompare(b.member.name),
  );
}

/** The anchor TypeDoc gives a symbol on its package page or a member on its page. */
export function anchorOf(name) {
  return name.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

/**
 * Where a symbol's documentation is, relative to a version's `api/` folder:
 * its own page (classes, interfaces) or its heading on the package page.
 */
export function apiPageOf(symbol, member) {
  const folder = {class: 'classes', interface: 'interfaces'}[symbol.kind];
  if (folder) {
    const page = `${symbol.package}/${folder}/${symbol.name}.md`;
    return member ? `${page}#${anchorOf(member)}` : page;
  }
  return `${symbol.package}/index.md#${anchorOf(symbol.name)}`;
}

const TEXTS = {
  en: {
    heading: (release) => `API changes in ${release}`,
    intro: (from, to) =>
      `Generated from the declarations of ${from} and ${to} (\`npm run api\`): every symbol added, removed, renamed or moved, every member added or removed, and every declaration that changed, package by package. Each name links to its page in the API reference.`,
    none: 'No change to the public API.',
    kinds: {
      class: 'class',
      interface: 'interface',
      type: 'type alias',
      function: 'function',
      variable: 'constant',
    },
    added: (what) => `**Added** ${what}.`,
    removed: (what) => `**Removed** ${what}.`,
    renamed: (from, to) => `**Renamed** ${from} to ${to}.`,
    replaced: (what, by) => `${what} **replaced by** ${by}.`,
    and: (items) =>
      items.length > 1
        ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
        : items[0],
    moved: (what, from, to) =>
      `**Moved** ${what} from \`${from}\` to \`${to}\`.`,
    changed: (what) => `**Changed** ${what}:`,
    declaration: 'declaration',
    colon: ':',
    member: {
      added: (name) => `added ${name}`,
      removed: (name) => `removed ${name}`,
      renamed: (from, to) => `renamed ${from} to ${to}`,
      replaced: (name, by) => `${name} replaced by ${by}`,
      changed: (name) => `changed ${name}`,
      deprecated: (name, note) =>
        `deprecated ${name}${note ? `: ${note}` : ''}`,
    },
    newPackage: (name) => `New package \`${name}\`.`,
    gonePackage: (name) =>
      `Package \`${name}\` is gone: what moved is listed under its new package, what was removed is below.`,
  },
  zh: {
    heading: (release) => `${release} 的 API 变更`,
    intro: (from, to) =>
      `根据 ${from} 与 ${to} 的类型声明生成（\`npm run api\`）：按包列出新增、移除、重命名或移动的每个符号，新增或移除的每个成员，以及每处声明的改动。每个名称都链接到它在 API 参考中的页面。`,
    none: '公开 API 没有变化。',
    kinds: {
      class: '类',
      interface: '接口',
      type: '类型别名',
      function: '函数',
      variable: '常量',
    },
    added: (what) => `**新增**${what}。`,
    removed: (what) => `**移除**${what}。`,
    renamed: (from, to) => `**重命名**：${from} 改名为 ${to}。`,
    replaced: (what, by) => `**被取代**：${what}，改用${by}。`,
    and: (items) =>
      items.length > 1
        ? `${items.slice(0, -1).join('、')}和 ${items.at(-1)}`
        : items[0],
    moved: (what, from, to) =>
      `**移动**：${what} 从 \`${from}\` 移到 \`${to}\`。`,
    changed: (what) => `**变更**${what}：`,
    declaration: '声明',
    colon: '：',
    member: {
      added: (name) => `新增 ${name}`,
      removed: (name) => `移除 ${name}`,
      renamed: (from, to) => `${from} 改名为 ${to}`,
      replaced: (name, by) => `${name} 被取代，改用 ${by}`,
      changed: (name) => `修改 ${name}`,
      deprecated: (name, note) => `弃用 ${name}${note ? `：${note}` : ''}`,
    },
    newPackage: (name) => `新增的包 \`${name}\`。`,
    gonePackage: (name) =>
      `\`${name}\` 包已不再提供：移到其他包的内容列在新包下，被移除的内容见下。`,
  },
};

export const API_CHANGES_START =
  '{/* api-changes:start (generated by `npm run api`; edit the declarations in api/, not this section) */}';
export const API_CHANGES_END = '{/* api-changes:end */}';

/**
 * The section in Markdown. `link(version, target)` turns a path relative to a
 * version's `api/` folder into a link from the update page.
 */
export function renderApiChanges({
  diff,
  before,
  after,
  fromRelease,
  toRelease,
  fromVersion,
  toVersion,
  locale,
  link,
}) {
  const t = TEXTS[locale];
  const code = (text) => `\`${text}\``;
  const named = (symbol, version, member) =>
    `[${code(member ? memberLabel(symbol.members.get(member) ?? {name: member, kind: 'property'}) : symbol.name)}](${link(version, apiPageOf(symbol, member))})`;
  const what = (symbol, version) =>
    `${t.kinds[symbol.kind]} ${named(symbol, version)}`;
  /**
   * What replaces a member: a member of its own symbol by name, of another
   * as `Owner.member`; a member of an object type inside a union, which has
   * no heading, links its symbol.
   */
  const replacement = ({symbol, member}, owner) => {
    const label = symbol === owner ? member : `${symbol.name}.${member}`;
    return symbol.members.has(member)
      ? `[${code(symbol === owner ? memberLabel(symbol.members.get(member)) : `${symbol.name}.${memberLabel(symbol.members.get(member))}`)}](${link(toVersion, apiPageOf(symbol, member))})`
      : `[${code(label)}](${link(toVersion, apiPageOf(symbol))})`;
  };

  // Entries per package of the newer release (removed symbols: their old package).
  const entries = new Map();
  const push = (pkg, entry) => {
    if (!entries.has(pkg)) entries.set(pkg, []);
    entries.get(pkg).push(entry);
  };
  for (const symbol of diff.added) {
    push(symbol.package, t.added(what(symbol, toVersion)));
  }
  for (const {from, to} of diff.renamed) {
    push(to.package, t.renamed(named(from, fromVersion), named(to, toVersion)));
  }
  for (const {from, to} of diff.replaced ?? []) {
    push(
      from.package,
      t.replaced(
        what(from, fromVersion),
        t.and(to.map((symbol) => what(symbol, toVersion))),
      ),
    );
  }
  for (const {from, to} of diff.moved) {
    push(to.package, t.moved(what(to, toVersion), from.package, to.package));
  }
  for (const change of diff.changed) {
    const lines = [t.changed(what(change.to, toVersion))];
    if (change.declaration) {
      lines.push(
        `  - ${t.declaration}${t.colon}`,
        '',
        ...diffBlock(change.declaration.before, change.declaration.after),
        '',
      );
    }
    for (const member of change.members) {
      const name =
        member.change === 'removed' || member.change === 'replaced'
          ? change.from.members.has(member.member.name)
            ? named(change.from, fromVersion, member.member.name)
            : `[${code(member.member.name)}](${link(fromVersion, apiPageOf(change.from))})`
          : named(change.to, toVersion, member.member.name);
      if (member.change === 'replaced') {
        lines.push(
          `  - ${t.member.replaced(name, replacement(member.by, change.to))}`,
        );
      } else if (member.change === 'renamed') {
        lines.push(
          `  - ${t.member.renamed(code(memberLabel(member.from)), name)}`,
        );
      } else if (member.change === 'changed') {
        lines.push(
          `  - ${t.member.changed(name)}${t.colon}`,
          '',
          ...diffBlock(member.from.text, member.member.text),
          '',
        );
      } else if (member.change === 'deprecated') {
        lines.push(
          `  - ${t.member.deprecated(name, deprecationNote(member.member.deprecated, locale))}`,
        );
      } else {
        lines.push(`  - ${t.member[member.change](name)}`);
      }
    }
    push(change.to.package, lines.join('\n').replace(/\n+$/, ''));
  }
  for (const symbol of diff.removed) {
    push(symbol.package, t.removed(what(symbol, fromVersion)));
  }

  const packages = [
    ...after.packages,
    ...before.packages.filter((name) => !after.packages.includes(name)),
  ].filter((name) => entries.has(name));
  const out = [
    API_CHANGES_START,
    '',
    `## ${t.heading(toRelease)} {/* #api-changes */}`,
    '',
    t.intro(fromRelease, toRelease),
    '',
  ];
  if (packages.length === 0) out.push(t.none, '');
  for (const pkg of packages) {
    out.push(`### ${pkg} {/* #api-changes-${pkg} */}`, '');
    if (!before.packages.includes(pkg)) out.push(t.newPackage(pkg), '');
    if (!after.packages.includes(pkg)) out.push(t.gonePackage(pkg), '');
    for (const entry of entries.get(pkg)) out.push(`- ${entry}`);
    out.push('');
  }
  out.push(API_CHANGES_END);
  return out.join('\n');
}

/** A diff of two declarations (overloads one per line), indented in a list item. */
function diffBlock(before, after) {
  const old = before.split('\n');
  const now = after.split('\n');
  // A line both have (an overload that stayed) is context, not a change.
  return [
    '    ```diff',
    ...old.filter((line) => !now.includes(line)).map((line) => `    - ${line}`),
    ...now.map((line) => `    ${old.includes(line) ? ' ' : '+'} ${line}`),
    '    ```',
  ];
}

/**
 * What a @deprecated tag says in the locale (`@zhDeprecated` in Chinese), as
 * one line of Markdown, `{@link X}` as code.
 */
function deprecationNote(deprecated, locale) {
  const text = deprecated?.[locale] || deprecated?.en;
  if (!text) return undefined;
  return text
    .replace(
      /\{@link\s+([^}|\s]+)(?:\s*\|\s*([^}]+))?\}/g,
      (_, target, label) => `\`${(label ?? target).trim()}\``,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** `get()` for a method, `timeout` for a property, `constructor` as is. */
function memberLabel(member) {
  if (member.kind === 'method') return `${member.name}()`;
  return member.name;
}

/**
 * The update page with its generated section replaced (or appended, the first
 * time). Anything outside the markers is the writers'.
 */
export function withApiChanges(page, section) {
  const start = page.indexOf(API_CHANGES_START);
  const end = page.indexOf(API_CHANGES_END);
  if (start === -1 || end === -1) {
    return `${page.replace(/\s*$/, '')}\n\n${section}\n`;
  }
  return `${page.slice(0, start)}${section}${page.slice(end + API_CHANGES_END.length)}`;
}
