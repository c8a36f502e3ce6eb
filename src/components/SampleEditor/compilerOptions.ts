/**
 * The compiler options of every sample, in one place: the code-samples
 * harness (scripts/lib/samples/codeSamples.ts) and the sample editor
 * (./languageService.ts) compile with these, so that an unedited sample gets
 * the same answer in both. Only the libraries differ: the harness reads
 * them all (ES2022, the DOM, Node's and Jest's types), the editor the ones a
 * sample uses (./workspaceFile.ts, `libs`).
 */
import ts from 'typescript';

export const sampleCompilerOptions: Readonly<ts.CompilerOptions> = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  strict: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  experimentalDecorators: true,
  skipLibCheck: true,
  skipDefaultLibCheck: true,
  allowArbitraryExtensions: true,
  esModuleInterop: true,
};
