/**
 * Stand-in for the `@generated/codeTranslations` module a build writes: the
 * messages of the locale under test. `setTestLocale` fills it, so `<Translate>`
 * and `translate()` answer exactly as they do on the built site.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const codeTranslations: Record<string, string> = {};
export default codeTranslations;

export function setTestLocale(locale: 'en' | 'zh'): void {
  for (const key of Object.keys(codeTranslations)) {
    delete codeTranslations[key];
  }
  if (locale === 'zh') {
    const file = path.join(__dirname, '../../i18n/zh/code.json');
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      {message: string}
    >;
    for (const [id, {message}] of Object.entries(messages)) {
      codeTranslations[id] = message;
    }
  }
}
