/**
 * Type queries and expected errors in code samples: comment lines
 * a page writes under a line of a ts/tsx sample, whose text the code-samples
 * harness (scripts/lib/samples/codeSamples.ts, with the compiler's side in
 * scripts/lib/samples/sampleAnnotations.ts) checks against the compiler's answer
 * for the page's version, and `npm run samples:types` writes. This module is
 * their syntax, shared by the harness, that script and the highlighter
 * (remark.ts), which marks the lines for the stylesheet.
 *
 *     const app = await createApp(AppModule, { platform: react() });
 *     //    ^? const app: LatticeApp
 *
 *     platform: 'preact',
 *     // @error TS2322: Type '"preact"' is not assignable to type 'PlatformName'.
 *
 * - `//  ^?` asks for what is under the caret, on the nearest code line
 *   above (Twoslash's notation). The answer follows the `?`: a declared
 *   name with its type (`const app: LatticeApp`), a called function or method
 *   with the signature this call resolved to (`get(token: Token<T>): T`),
 *   any other name with its type.
 * - `// @error` says the line above does not compile, on purpose: the
 *   compiler's code and first message line follow it. Any other error of the
 *   sample still fails the check; so does an `@error` the compiler does not
 *   report.
 *
 * The answer is written in the page, like dtslint's `$ExpectType`, rather
 * than computed by the build: the build runs no compiler (the build-time
 * ratio of `npm run bench` stays where it was), the Markdown twins and the
 * copy button carry the same line, and a change of the declarations that
 * changes an answer fails the check, naming the page, the line and the new
 * answer.
 */
export type AnnotationKind = 'query' | 'error';

/**
 * A fence of the languages the harness compiles as TypeScript (ts, tsx):
 * their annotation lines are answered by the compiler, and marked by the
 * highlighter.
 */
export function isTypeScriptFence(lang: string | null | undefined): boolean {
  return lang === 'ts' || lang === 'tsx';
}

export interface Annotation {
  kind: AnnotationKind;
  /** 0-based line of the annotation in the sample. */
  line: number;
  /** 0-based line of the code it is about (the nearest code line above). */
  target: number;
  /** Column of the caret (queries). */
  column: number;
  /** What the page says after `^?` or `@error`, trimmed ('' when unwritten). */
  written: string;
}

const queryLine = /^(\s*\/\/\s*)\^\?(.*)$/;
const errorLine = /^\s*\/\/ @error\b(.*)$/;

/** The kind of annotation a line of a sample is, if any. */
export function annotationKind(line: string): AnnotationKind | undefined {
  if (queryLine.test(line)) return 'query';
  if (errorLine.test(line)) return 'error';
  return undefined;
}

/**
 * The annotations of a sample. `target` is -1 when no code line comes before
 * (the harness reports it).
 */
export function parseAnnotations(text: string): Annotation[] {
  const lines = text.split('\n');
  const annotations: Annotation[] = [];
  let target = -1;
  lines.forEach((line, index) => {
    const kind = annotationKind(line);
    if (!kind) {
      if (line.trim() !== '') target = index;
      else target = -1;
      return;
    }
    const match = (kind === 'query' ? queryLine : errorLine).exec(line)!;
    annotations.push({
      kind,
      line: index,
      target,
      column: kind === 'query' ? match[1]!.length : 0,
      written: (kind === 'query' ? match[2]! : match[1]!).trim(),
    });
  });
  return annotations;
}

/** The line of text an annotation's answer replaces (its `^?` or `@error` kept). */
export function writeAnswer(line: string, answer: string): string {
  const kind = annotationKind(line);
  if (kind === 'query') return line.replace(/\^\?.*$/, `^? ${answer}`);
  if (kind === 'error') return line.replace(/@error\b.*$/, `@error ${answer}`);
  return line;
}
