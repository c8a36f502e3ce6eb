/**
 * What the copy-page menu (index.tsx) does when a reader picks "copy as
 * Markdown", loaded on first use so that the menu itself costs every page
 * only its markup: fetch the page's Markdown twin and put it on the
 * clipboard, or, where the browser gives no clipboard, hand the text back to
 * be shown selected.
 */
import {translate} from '@docusaurus/Translate';

export type CopyResult =
  {status: 'copied'} | {status: 'selected'; text: string} | {status: 'failed'};

async function fetchTwin(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** Gives the clipboard the text as soon as it arrives; rejects where there is no clipboard. */
function copyToClipboard(text: Promise<string>): Promise<void> {
  const {clipboard} = navigator;
  if (clipboard?.write && typeof ClipboardItem !== 'undefined')
    return clipboard.write([
      new ClipboardItem({
        'text/plain': text.then(
          (value) => new Blob([value], {type: 'text/plain'}),
        ),
      }),
    ]);
  if (clipboard?.writeText)
    return text.then((value) => clipboard.writeText(value));
  return Promise.reject(new Error('no clipboard'));
}

export async function copyPage(twin: string): Promise<CopyResult> {
  const text = fetchTwin(twin);
  try {
    await copyToClipboard(text);
    return {status: 'copied'};
  } catch {
    try {
      return {status: 'selected', text: await text};
    } catch {
      return {status: 'failed'};
    }
  }
}

/** The words the menu's status line says. */
export function statusMessage(
  status: CopyResult['status'] | 'copying',
): string {
  switch (status) {
    case 'copying':
      return translate({
        id: 'theme.copyPage.copying',
        message: 'Copying…',
        description: 'Status of the copy-page menu while the Markdown arrives',
      });
    case 'copied':
      return translate({
        id: 'theme.copyPage.copied',
        message: 'Copied the page as Markdown',
        description: 'Status of the copy-page menu once the Markdown is copied',
      });
    case 'selected':
      return translate({
        id: 'theme.copyPage.selected',
        message: 'Selected: press Ctrl+C (⌘C) to copy',
        description:
          'Status of the copy-page menu when the browser has no clipboard access and the Markdown is shown selected',
      });
    default:
      return translate({
        id: 'theme.copyPage.failed',
        message: 'Could not load the Markdown of this page',
        description:
          'Status of the copy-page menu when the Markdown twin fails to load',
      });
  }
}
