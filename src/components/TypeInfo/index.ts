/**
 * The types of a sample's Lattice names, on hover and on keyboard focus
 * (what a name is, without leaving the sample). Loaded with the first hover,
 * focus or key press on a code block that has such names
 * (src/theme/CodeBlock/Content), with its version's names file
 * (static/sample-names/<version>.<locale>.json, written by `npm run
 * samples:types`; its format: plugins/highlight-code/names.ts): the page's
 * HTML and JavaScript carry nothing of them but the version, and pages
 * without such blocks load none of it.
 *
 * Activating a block finds its names in the file by its key (./blockKey.ts)
 * and makes each an `<a>` to its symbol's page in the API reference of the
 * page's version, and:
 *
 * - Hover: a tooltip under the name shows the declaration's signature, the
 *   first sentence of its doc comment in the page's language, and where the
 *   link goes. The pointer may move onto it (WCAG 1.4.13, hoverable); it
 *   stays until the pointer leaves both, the focus moves, or Escape.
 * - Keyboard: the block stays one tab stop (its `<pre>`, as upstream, for
 *   scrolling); Left/Right arrows, Home and End move the focus between its
 *   names (a roving focus, as in a WAI-ARIA toolbar), Tab leaves the block in
 *   one step. A focused name shows the same tooltip, tied to it by
 *   `aria-describedby`, so a screen reader reads it after the name; Enter
 *   follows the link; Escape closes the tooltip and keeps the focus.
 * - A plain click on a name navigates inside the app (no page reload), like
 *   a Docusaurus `<Link>`; the API page is preloaded on hover, as `<Link>`
 *   does. A finger, which has no hover, shows the tooltip with its first tap
 *   on a name and follows the link with a second; a tap elsewhere closes it.
 *   The names of an archived version (a release post's samples) link to its
 *   frozen API pages, which the app has no route for: they load from the
 *   server.
 */
import globalData from '@generated/globalData';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import {translate} from '@docusaurus/Translate';
import {archivedVersions, docsPluginVersion} from '@site/src/data/site';

import {blockKey} from './blockKey';
import {
  namesOfBlock,
  type MarkedName,
  type NamesFile,
  type SymbolRow,
} from './namesFile';
import styles from './styles.module.css';

export interface TypeInfoOptions {
  /** The docs version of the block's names. */
  version: string;
  /** The block's language and code as the reader sees it: its key in the file. */
  metadata: {language: string; code: string};
  /** The app's history, to navigate without a page load. */
  history: {push: (href: string) => void};
}

/** An event on the block before its listeners were here, answered once they are. */
export interface EarlyEvent {
  type: string;
  key?: string;
  pointerType?: string;
  target: EventTarget | null;
}

const nameSelector = 'a[data-lt]';
const tooltipId = 'lattice-type-info';

/**
 * Where a docs version's API reference is: a built version's, from the docs
 * plugin's global data, in the app; an archived version's, its frozen pages
 * (CONTRIBUTING, "Archived versions"), loaded from the server.
 */
export function apiBase(
  version: string,
): {path: string; fromServer: boolean} | undefined {
  const docs = globalData['docusaurus-plugin-content-docs']?.default as
    {versions: Array<{name: string; path: string}>} | undefined;
  const found = docs?.versions.find(
    (v) => v.name === docsPluginVersion(version),
  );
  if (found)
    return {path: `${found.path.replace(/\/$/, '')}/api/`, fromServer: false};
  return archivedVersions.includes(version)
    ? {path: `${siteConfig.baseUrl}docs/${version}/api/`, fromServer: true}
    : undefined;
}

const files = new Map<string, Promise<NamesFile>>();

/** A version's names file in the page's language, fetched once. */
function namesFile(version: string): Promise<NamesFile> {
  let file = files.get(version);
  if (!file) {
    file = fetch(
      `${siteConfig.baseUrl}sample-names/${version}.${i18n.currentLocale}.json`,
    ).then((response) => {
      if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
      return response.json() as Promise<NamesFile>;
    });
    // A failed fetch is tried again on the next hover.
    file.catch(() => files.delete(version));
    files.set(version, file);
  }
  return file;
}

/**
 * Wraps each name of a block in an `<a data-lt="<symbol>">`, in the
 * highlighted lines (plugins/highlight-code/render.ts: a `.token-line` per
 * line, tokens as spans). A name must lie within one text node (Prism never
 * splits an identifier) and read as its symbol's name; another is left plain.
 */
function markNames(
  pre: HTMLElement,
  names: MarkedName[],
  symbols: SymbolRow[],
) {
  const lines = pre.querySelectorAll('.token-line');
  for (const [line, column, length, symbol] of names) {
    const element = lines[line];
    if (!element) continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let at = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const end = at + text.length;
      if (column >= at && column + length <= end) {
        const start = column - at;
        if (text.data.slice(start, start + length) !== symbols[symbol]?.[0])
          break;
        const name = text.splitText(start);
        name.splitText(length);
        const link = document.createElement('a');
        link.dataset.lt = String(symbol);
        name.replaceWith(link);
        link.append(name);
        break;
      }
      at = end;
    }
  }
}

// ---------------------------------------------------------------- the tooltip

let tooltip: HTMLElement | undefined;
let shownFor: HTMLAnchorElement | undefined;
let hideTimer: number | undefined;

function tooltipElement(): HTMLElement {
  if (!tooltip) {
    tooltip = document.createElement('div');
    tooltip.id = tooltipId;
    tooltip.setAttribute('role', 'tooltip');
    tooltip.className = styles.tooltip!;
    tooltip.hidden = true;
    tooltip.addEventListener('pointerenter', () => clearTimeout(hideTimer));
    tooltip.addEventListener('pointerleave', () => hideSoon());
    document.body.append(tooltip);
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && shownFor) hide();
    });
    // A tap or click anywhere else closes it.
    document.addEventListener('pointerdown', (event) => {
      const target = event.target as Node;
      if (shownFor && !tooltip!.contains(target) && !shownFor.contains(target))
        hide();
    });
  }
  return tooltip;
}

/** Text with `code` spans, as the doc comments write them. */
function withCode(parent: HTMLElement, text: string) {
  text.split('`').forEach((part, index) => {
    if (!part) return;
    if (index % 2) {
      const code = document.createElement('code');
      code.textContent = part;
      parent.append(code);
    } else parent.append(part);
  });
}

function show(name: HTMLAnchorElement, row: SymbolRow) {
  clearTimeout(hideTimer);
  const element = tooltipElement();
  if (shownFor && shownFor !== name)
    shownFor.removeAttribute('aria-describedby');
  const [, signature, summary, page] = row;
  element.replaceChildren();
  const code = document.createElement('code');
  code.className = styles.signature!;
  code.textContent = signature;
  element.append(code);
  if (summary) {
    const text = document.createElement('p');
    withCode(text, summary);
    element.append(text);
  }
  if (page) {
    const hint = document.createElement('p');
    hint.className = styles.hint!;
    hint.textContent = translate(
      {
        id: 'theme.CodeBlock.typeInfo.link',
        message: 'API reference: {page}',
        description:
          'The last line of the tooltip of a Lattice name in a code sample: where the name links to',
      },
      {page: page.replace(/#.*/, '')},
    );
    element.append(hint);
  }
  element.hidden = false;
  name.setAttribute('aria-describedby', tooltipId);
  shownFor = name;
  // Under the name (or above it), inside the viewport.
  const rect = name.getBoundingClientRect();
  const width = element.offsetWidth;
  const left = Math.max(
    8,
    Math.min(rect.left, document.documentElement.clientWidth - width - 8),
  );
  element.style.left = `${left + window.scrollX}px`;
  // Above the name when there is no room under it.
  const below =
    rect.bottom + 4 + element.offsetHeight <=
      document.documentElement.clientHeight || rect.top < element.offsetHeight;
  const top = below ? rect.bottom + 4 : rect.top - 4 - element.offsetHeight;
  element.style.top = `${top + window.scrollY}px`;
}

function hide() {
  clearTimeout(hideTimer);
  if (tooltip) tooltip.hidden = true;
  shownFor?.removeAttribute('aria-describedby');
  shownFor = undefined;
}

/** Hides after a moment, so that the pointer can move onto the tooltip. */
function hideSoon() {
  clearTimeout(hideTimer);
  hideTimer = window.setTimeout(hide, 300);
}

// ---------------------------------------------------------------- a block

function activateBlock(
  pre: HTMLElement,
  file: NamesFile,
  {version, metadata, history}: TypeInfoOptions,
): Move {
  const table = file.symbols;
  markNames(
    pre,
    namesOfBlock(file, blockKey(metadata.language, metadata.code)),
    table,
  );
  const base = apiBase(version);
  const names = [...pre.querySelectorAll<HTMLAnchorElement>(nameSelector)];
  const rowOf = (name: HTMLAnchorElement) => table[Number(name.dataset.lt)];
  for (const name of names) {
    const page = rowOf(name)?.[3];
    if (base && page) name.href = base.path + page;
    name.tabIndex = -1;
  }
  const nameOf = (target: EventTarget | null) =>
    target instanceof Element
      ? target.closest<HTMLAnchorElement>(nameSelector)
      : null;
  const showFor = (name: HTMLAnchorElement | null) => {
    const row = name && rowOf(name);
    if (name && row) show(name, row);
  };

  pre.addEventListener('pointerover', (event) => {
    const name = nameOf(event.target);
    if (!name) return;
    // A tap on a name whose tooltip is not open yet only opens it.
    if (event.pointerType === 'touch') freshTap = shownFor !== name;
    showFor(name);
    if (name.href && !base?.fromServer)
      window.docusaurus?.preload(name.pathname);
  });
  pre.addEventListener('pointerout', (event) => {
    // A finger leaves as it lifts: its tooltip stays until another tap.
    if (event.pointerType === 'touch') return;
    if (nameOf(event.target) && shownFor !== document.activeElement) hideSoon();
  });
  pre.addEventListener('focusin', (event) => showFor(nameOf(event.target)));
  pre.addEventListener('focusout', (event) => {
    if (nameOf(event.target)) hide();
  });
  pre.addEventListener('keydown', (event) => move(event));
  // A finger has no hover: its first tap on a name shows the tooltip, a
  // second tap on the same name follows the link.
  let pointer = '';
  let freshTap = false;
  pre.addEventListener('pointerdown', (event) => {
    pointer = event.pointerType;
  });
  pre.addEventListener('click', (event) => {
    const name = nameOf(event.target);
    if (
      !name?.href ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    if (pointer === 'touch' && freshTap) {
      freshTap = false;
      return;
    }
    hide();
    if (base?.fromServer) window.location.assign(name.href);
    else history.push(name.pathname + name.hash);
  });

  /** Left/Right, Home/End: the focus moves between the block's names. */
  function move(event: Parameters<Move>[0]) {
    const current = names.indexOf(document.activeElement as HTMLAnchorElement);
    const last = names.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? Math.min(current + 1, last)
        : event.key === 'ArrowLeft'
          ? current < 0
            ? last
            : Math.max(current - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined || !names[next]) return;
    event.preventDefault?.();
    names[next].focus();
  }
  return move;
}

/** Blocks set off, or being set off: the arrow keys' handler once ready. */
const settingUp = new WeakMap<HTMLElement, Promise<Move>>();
const ready = new WeakSet<HTMLElement>();

type Move = (event: {key?: string; preventDefault?: () => void}) => void;

/**
 * Sets a block off, once: loads its version's table, makes its names links
 * and listens to the reader. An event that came before those listeners
 * (the first hover, focus or key, and any while the table loads) is
 * answered once they are here: a name still hovered shows its tooltip, an
 * arrow moves the focus.
 */
export async function activate(
  pre: HTMLElement,
  options: TypeInfoOptions,
  event: EarlyEvent,
): Promise<void> {
  if (ready.has(pre)) return;
  let setUp = settingUp.get(pre);
  if (!setUp) {
    setUp = namesFile(options.version).then((file) => {
      const move = activateBlock(pre, file, options);
      ready.add(pre);
      return move;
    });
    settingUp.set(pre, setUp);
    // Failed (offline): the next event tries again.
    setUp.catch(() => settingUp.delete(pre));
  }
  const move = await setUp;
  if (event.type === 'keydown') move({key: event.key});
  // The name under the pointer was a plain token then, which holds it now
  // (the token's text is the name's: a line under the pointer holds names
  // that are not).
  const token = event.target instanceof Element ? event.target : null;
  const inside = token?.querySelector(nameSelector);
  const hovered =
    token?.closest(nameSelector) ??
    (inside?.textContent === token?.textContent ? inside : null);
  // (A finger that tapped it has lifted: it is not hovering, but it asked.)
  if (
    event.type === 'pointerover' &&
    hovered &&
    (event.pointerType === 'touch' || token!.matches(':hover'))
  )
    hovered.dispatchEvent(
      new PointerEvent('pointerover', {
        bubbles: true,
        pointerType: event.pointerType,
      }),
    );
}
