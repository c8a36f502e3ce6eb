/**
 * The compiler's side of the samples' type queries and expected errors
 * (their syntax and purpose: plugins/highlight-code/annotations.ts): what a
 * `^?` line's caret points at, and how an expected error is written, as the
 * harness (codeSamples.ts) and `npm run samples:types` answer them.
 */
import ts from 'typescript';

/**
 * An expected error's answer: the compiler's code and first message line.
 * "No overload matches this call." says nothing of what is wrong, so there
 * the first overload's innermost message follows it, as an editor shows it.
 */
export function errorAnswer(diagnostic: ts.Diagnostic): string {
  const {messageText} = diagnostic;
  const head = ts
    .flattenDiagnosticMessageText(messageText, '\n')
    .split('\n')[0];
  let detail = '';
  if (typeof messageText !== 'string' && messageText.code === 2769) {
    let chain = messageText.next?.[0];
    while (chain?.next?.[0]) chain = chain.next[0];
    if (chain) detail = ` ${chain.messageText}`;
  }
  return `TS${diagnostic.code}: ${head}${detail}`;
}

const typeFlags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** The innermost node of `sf` whose text covers `position`. */
function nodeAt(sf: ts.SourceFile, position: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (position < node.getStart(sf) || position >= node.getEnd()) return;
    found = node;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(sf, visit);
  return found;
}

/** The call or `new` whose callee is `name` (`f(…)`, `a.f(…)`, `new A(…)`). */
function callOf(
  name: ts.Identifier,
): ts.CallExpression | ts.NewExpression | undefined {
  const callee =
    ts.isPropertyAccessExpression(name.parent) && name.parent.name === name
      ? name.parent
      : name;
  const call = callee.parent;
  return call &&
    (ts.isCallExpression(call) || ts.isNewExpression(call)) &&
    call.expression === callee
    ? call
    : undefined;
}

/**
 * The answer to a query at `position` of `sf`, or undefined when the caret
 * is on no name or expression.
 */
export function answerAt(
  checker: ts.TypeChecker,
  sf: ts.SourceFile,
  position: number,
): string | undefined {
  const node = nodeAt(sf, position);
  if (!node) return undefined;
  const typeOf = (n: ts.Node) =>
    checker.typeToString(checker.getTypeAtLocation(n), undefined, typeFlags);
  if (!ts.isIdentifier(node)) return typeOf(node);
  const call = callOf(node);
  const signature = call && checker.getResolvedSignature(call);
  if (signature)
    return `${node.text}${checker.signatureToString(signature, undefined, typeFlags)}`;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && parent.name === node) {
    const list = parent.parent;
    const keyword =
      list.flags & ts.NodeFlags.Const
        ? 'const'
        : list.flags & ts.NodeFlags.Let
          ? 'let'
          : 'var';
    return `${keyword} ${node.text}: ${typeOf(node)}`;
  }
  return `${node.text}: ${typeOf(node)}`;
}
