/**
 * TypeDoc plugin: the Chinese API reference is written next to the English one,
 * inside the same TSDoc comment, with `@zh…` block tags:
 *
 *   @zh            the Chinese summary
 *   @zhParam name  the Chinese text of `@param name`
 *   @zhTypeParam T the Chinese text of `@typeParam T`
 *   @zhReturns     the Chinese text of `@returns`
 *   @zhRemarks     the Chinese text of `@remarks`
 *   @zhThrows      the Chinese text of `@throws` (in order)
 *   @zhDeprecated  the Chinese text of `@deprecated`
 *   @zhExample     replaces every `@example` (optional: code stays in English,
 *                  so only examples with prose or code comments need it)
 *   @zhGroup       the Chinese title of `@group` (such as 装饰器 for Decorators)
 *
 * When TypeDoc runs with `lang: 'zh'` the plugin moves these into the summary
 * and the tags they translate; with any other language it drops them. It runs at
 * the start of resolution, before TypeDoc moves `@param` texts onto the
 * parameters, so TypeDoc's own rendering does the rest.
 *
 * It also keeps the reference complete, in both languages: a signature must
 * document each parameter and (unless it returns `void`) its result, and a
 * class or interface must carry an `@example`. In the zh run every documented
 * symbol needs its Chinese text. Problems are logged as errors naming the file
 * and the symbol, which makes the generation fail.
 */
import path from 'node:path';
import {
  Comment,
  CommentTag,
  Converter,
  ParameterType,
  ReflectionKind,
} from 'typedoc';

/** @typedef {import('typedoc').TagString} TagString */

/**
 * Chinese tag → the tag it translates (`null`: the summary).
 * @type {Map<TagString, TagString | null>}
 */
const TRANSLATED_TAGS = new Map([
  ['@zh', null],
  ['@zhParam', '@param'],
  ['@zhTypeParam', '@typeParam'],
  ['@zhReturns', '@returns'],
  ['@zhRemarks', '@remarks'],
  ['@zhThrows', '@throws'],
  ['@zhDeprecated', '@deprecated'],
  ['@zhExample', '@example'],
  ['@zhGroup', '@group'],
]);

/** Block tags to add to TypeDoc's `blockTags` option. */
export const zhBlockTags = [...TRANSLATED_TAGS.keys()];

/** Tags that carry a parameter name after the tag. */
const NAMED_TAGS = new Set(['@param', '@typeParam']);

const OPTION_BASE_PATH = 'zhCommentsBasePath';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.options.addDeclaration({
    name: OPTION_BASE_PATH,
    help: 'Folder that file names in zh-comments messages are relative to.',
    type: ParameterType.Path,
    defaultValue: process.cwd(),
  });

  // Priority above TypeDoc's own resolve-begin listeners: nothing has moved yet.
  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      const zh = app.options.getValue('lang') === 'zh';
      // Declared above as a Path option: its value is a string.
      const basePath = /** @type {string} */ (
        app.options.getValue(OPTION_BASE_PATH)
      );
      const problems = processProject(context.project, {zh, basePath});
      for (const problem of problems) {
        app.logger.error(`[zh-comments] ${problem}`);
      }
    },
    200,
  );
}

/**
 * @param {import('typedoc').ProjectReflection} project
 * @param {{zh: boolean, basePath: string}} options
 * @returns {string[]} the problems found, one sentence each
 */
export function processProject(project, {zh, basePath}) {
  const problems = [];
  const seen = new WeakSet();
  const reflections = [project, ...Object.values(project.reflections)];
  // TypeDoc moves `@typeParam` texts onto the type parameters as it creates
  // them; they are translated through their owner's `@zhTypeParam` instead.
  for (const reflection of reflections) {
    if (reflection.kindOf(ReflectionKind.TypeParameter) && reflection.comment) {
      seen.add(reflection.comment);
    }
  }
  for (const reflection of reflections) {
    const comment = reflection.comment;
    if (!comment || seen.has(comment)) continue;
    seen.add(comment);
    const where = describe(reflection, comment, basePath);
    const report = (message) => problems.push(`${where} ${message}`);
    checkCompleteness(reflection, comment, report);
    if (zh) {
      translate(reflection, comment, report);
    } else {
      comment.blockTags = comment.blockTags.filter(
        (tag) => !TRANSLATED_TAGS.has(tag.tag),
      );
    }
  }
  // A constructor's type parameters are copies of its class's.
  for (const reflection of reflections) {
    if (
      !reflection.isSignature() ||
      !reflection.kindOf(ReflectionKind.ConstructorSignature)
    )
      continue;
    // The signature's parent is the constructor, whose parent is the class.
    const owner = reflection.parent?.parent;
    const originals = owner?.isDeclaration() ? owner.typeParameters : undefined;
    for (const typeParameter of reflection.typeParameters ?? []) {
      const original = originals?.find(
        (each) => each.name === typeParameter.name,
      );
      if (original?.comment) typeParameter.comment = original.comment.clone();
    }
  }
  // Reading order: by file, then by symbol.
  return problems.sort();
}

function describe(reflection, comment, basePath) {
  const file = comment.sourcePath ?? '(unknown file)';
  const relative = path.relative(basePath, file).split(path.sep).join('/');
  const shown =
    relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
  return `${shown}: ${reflection.getFriendlyFullName()}`;
}

/** Things both languages need: parameters, results, type parameters and examples. */
function checkCompleteness(reflection, comment, report) {
  if (
    reflection.kindOf(ReflectionKind.ClassOrInterface) &&
    !comment.getTag('@example')
  ) {
    report('has no @example');
  }
  if (!reflection.kindOf(ReflectionKind.ConstructorSignature)) {
    for (const typeParameter of reflection.typeParameters ?? []) {
      if (
        !typeParameter.comment &&
        !comment.getIdentifiedTag(typeParameter.name, '@typeParam')
      ) {
        report(`has no @typeParam for "${typeParameter.name}"`);
      }
    }
  }
  if (reflection.kindOf(ReflectionKind.SomeSignature)) {
    checkSignature(reflection, comment, report);
  }
  // A type alias or constant of a function type documents its signature itself.
  if (
    reflection.kindOf(ReflectionKind.TypeAlias | ReflectionKind.Variable) &&
    reflection.type?.type === 'reflection'
  ) {
    for (const signature of reflection.type.declaration.signatures ?? []) {
      checkSignature(signature, comment, report);
    }
  }
}

function checkSignature(signature, comment, report) {
  for (const parameter of signature.parameters ?? []) {
    if (!comment.getIdentifiedTag(parameter.name, '@param')) {
      report(`has no @param for "${parameter.name}"`);
    }
  }
  const returnsVoid =
    signature.type?.type === 'intrinsic' && signature.type.name === 'void';
  if (
    !signature.kindOf(
      ReflectionKind.ConstructorSignature | ReflectionKind.SetSignature,
    ) &&
    !returnsVoid &&
    !comment.getTag('@returns')
  ) {
    report('has no @returns');
  }
}

/** Moves the Chinese texts into place and reports what is missing. */
function translate(reflection, comment, report) {
  const chinese = comment.blockTags.filter((tag) =>
    TRANSLATED_TAGS.has(tag.tag),
  );
  const english = comment.blockTags.filter(
    (tag) => !TRANSLATED_TAGS.has(tag.tag),
  );

  // The summary.
  const summaries = chinese.filter((tag) => tag.tag === '@zh');
  if (hasText(comment.summary)) {
    if (summaries.length === 0 || !hasText(summaries[0].content)) {
      report('has no @zh text (the Chinese summary)');
    } else {
      comment.summary = summaries[0].content;
    }
  } else if (summaries.length) {
    report('has @zh text but no English summary');
  }

  // Block tags: each English prose tag is replaced by its Chinese twin.
  const result = [];
  const used = new Set();
  const examples = chinese.filter((tag) => tag.tag === '@zhExample');
  let examplesPlaced = false;
  for (const tag of english) {
    const zhName = zhTagFor(tag.tag);
    if (!zhName) {
      result.push(tag);
      continue;
    }
    // Optional: the code of an example is the same in both languages.
    if (tag.tag === '@example') {
      if (!examples.length) {
        result.push(tag);
      } else if (!examplesPlaced) {
        examplesPlaced = true;
        for (const example of examples) {
          result.push(new CommentTag('@example', example.content));
        }
      }
      continue;
    }
    const twin = takeTwin(chinese, zhName, tag, used);
    if (twin) {
      const replaced = new CommentTag(tag.tag, twin.content);
      replaced.name = tag.name;
      result.push(replaced);
    } else {
      const label = tag.name ? `${zhName} ${tag.name}` : zhName;
      report(
        `has no ${label} text (the Chinese of ${tag.tag}${tag.name ? ` ${tag.name}` : ''})`,
      );
      result.push(tag);
    }
  }
  // Type parameters already carry their English text (see processProject).
  if (!reflection.kindOf(ReflectionKind.ConstructorSignature)) {
    for (const typeParameter of reflection.typeParameters ?? []) {
      if (!typeParameter.comment) continue;
      const twin = takeTwin(
        chinese,
        '@zhTypeParam',
        {tag: '@typeParam', name: typeParameter.name},
        used,
      );
      if (twin) {
        typeParameter.comment.summary = twin.content;
      } else {
        report(
          `has no @zhTypeParam ${typeParameter.name} text (the Chinese of @typeParam ${typeParameter.name})`,
        );
      }
    }
  }
  if (examples.length && !examplesPlaced) {
    report('has @zhExample but no @example');
  }
  for (const tag of chinese) {
    if (tag.tag !== '@zh' && tag.tag !== '@zhExample' && !used.has(tag)) {
      const enTag = TRANSLATED_TAGS.get(tag.tag);
      const name = enTag && NAMED_TAGS.has(enTag) ? ` ${tagName(tag)}` : '';
      report(`has ${tag.tag}${name} with no matching ${enTag}${name}`);
    }
  }
  comment.blockTags = result;
}

/** The Chinese tag that translates an English block tag, if there is one. */
function zhTagFor(tag) {
  for (const [zhTag, enTag] of TRANSLATED_TAGS) {
    if (enTag === tag) return zhTag;
  }
  return null;
}

/** Finds (and marks as used) the Chinese tag for `tag`: by name, else in order. */
function takeTwin(chinese, zhName, tag, used) {
  const candidates = chinese.filter(
    (zhTag) => zhTag.tag === zhName && !used.has(zhTag),
  );
  const twin = NAMED_TAGS.has(tag.tag)
    ? candidates.find((zhTag) => tagName(zhTag) === tag.name)
    : candidates[0];
  if (!twin) return undefined;
  used.add(twin);
  return NAMED_TAGS.has(tag.tag) ? {content: stripName(twin.content)} : twin;
}

/** `@zhParam name - text`: TypeDoc does not parse names of custom tags, so we do. */
function tagName(tag) {
  const first = tag.content[0];
  if (!first || first.kind !== 'text') return '';
  const match = /^\s*([\w$.]+)/.exec(first.text);
  return match ? match[1] : '';
}

function stripName(content) {
  const [first, ...rest] = content;
  const text = first.text.replace(/^\s*[\w$.]+[\s-]*/, '');
  return text ? [{...first, text}, ...rest] : rest;
}

function hasText(parts) {
  return /\S/.test(Comment.combineDisplayParts(parts));
}
