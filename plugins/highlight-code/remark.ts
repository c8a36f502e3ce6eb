/**
 * The remark plugin of the build-time highlighter: every fenced code block of
 * an MDX page gets its highlighted lines as a `highlighted` prop (an HTML
 * string), which src/theme/CodeBlock renders as it is. The code text stays
 * the block's children, for the copy button.
 *
 * It runs with the docs' and pages' other remark plugins, before
 * Docusaurus's own code plugin adds the `metastring` prop.
 *
 * The type queries and expected errors of ts/tsx samples (`//  ^? …` and
 * `// @error …` lines, ./annotations.ts) get a class of their own
 * (`code-annotation-query`, `code-annotation-error`), which
 * src/theme/CodeBlock/Content styles as a note under the line they are about.
 */
import type {CodeHighlighter} from './render';
import {isTypeScriptFence, annotationKind} from './annotations';
import {codeBlockMetadata, type MagicCommentConfig} from './metadata';
import {hasNames, versionOfPage} from './names';
import {isEditable} from '../sample-editor/editable';

/** The class of each kind of annotation line. */
export const annotationClasses = {
  query: 'code-annotation-query',
  error: 'code-annotation-error',
} as const;

interface CodeNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
  data?: {hProperties?: Record<string, unknown>};
}

interface Parent {
  type: string;
  children?: Array<Parent | CodeNode>;
}

export interface RemarkHighlightOptions {
  highlighter: CodeHighlighter;
  magicComments: readonly MagicCommentConfig[];
}

function eachCodeNode(
  node: Parent | CodeNode,
  visit: (code: CodeNode) => void,
) {
  if (node.type === 'code') {
    visit(node as CodeNode);
    return;
  }
  for (const child of (node as Parent).children ?? [])
    eachCodeNode(child, visit);
}

interface VFileLike {
  path?: string;
  data?: {frontMatter?: Record<string, unknown>};
}

export default function remarkHighlightCode({
  highlighter,
  magicComments,
}: RemarkHighlightOptions) {
  return (tree: Parent, file?: VFileLike): void => {
    const version = file?.path
      ? versionOfPage(file.path, file.data?.frontMatter)
      : undefined;
    const locale = /(^|[\\/])i18n[\\/]zh[\\/]/.test(file?.path ?? '')
      ? 'zh'
      : 'en';
    eachCodeNode(tree, (node) => {
      const metadata = codeBlockMetadata({
        code: node.value,
        language: node.lang ?? undefined,
        metastring: node.meta ?? undefined,
        magicComments,
      });
      if (isTypeScriptFence(node.lang))
        metadata.code.split('\n').forEach((line, index) => {
          const kind = annotationKind(line);
          if (kind)
            metadata.lineClassNames[index] = [
              ...(metadata.lineClassNames[index] ?? []),
              annotationClasses[kind],
            ];
        });
      // A ts/tsx sample with Lattice names (./names.ts) says its version:
      // src/components/TypeInfo fetches their types from that version's file.
      const typed =
        version &&
        isTypeScriptFence(node.lang) &&
        hasNames(version, node.lang!, metadata.code);
      // A sample the editor's workspace knows gets an Edit button
      // (src/components/SampleEditor).
      const editable =
        version &&
        isTypeScriptFence(node.lang) &&
        isEditable(version, locale, node.lang!, metadata.code);
      node.data = {
        ...node.data,
        hProperties: {
          ...node.data?.hProperties,
          highlighted: highlighter.html(metadata),
          ...(typed ? {namesVersion: version} : {}),
          ...(editable ? {editVersion: version} : {}),
        },
      };
    });
  };
}
