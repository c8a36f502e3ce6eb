/**
 * Scaffolds new Lattice projects: `npm create lattice-app@latest my-app --
 * --platform react`. The generator can also be used from scripts.
 *
 * @zh 搭建新的 Lattice 项目：`npm create lattice-app@latest my-app -- --platform react`。生成器也可以在脚本中调用。
 *
 * @packageDocumentation
 */
import type { PlatformName } from 'lattice-tools';

/**
 * The package managers a new project can be set up with.
 *
 * @zh 新项目可选用的包管理器。
 */
export type PackageManager = 'npm' | 'yarn' | 'pnpm';

/**
 * The templates shipped with the package: one per platform.
 *
 * @zh 本包自带的模板，每个平台一个。
 */
export declare const TEMPLATES: readonly TemplateDescriptor[];

/**
 * The entry point of `npm create lattice-app`: parses the arguments, asks for
 * what is missing and generates the project.
 *
 * @zh `npm create lattice-app` 的入口：解析参数，向用户询问缺少的选项，然后生成项目。
 *
 * @param argv - The arguments, such as `['my-app', '--platform', 'vue']`;
 * `process.argv.slice(2)` by default.
 * @zhParam argv - 参数，例如 `['my-app', '--platform', 'vue']`；默认为 `process.argv.slice(2)`。
 * @returns The exit code.
 * @zhReturns 退出码。
 *
 * @example
 * ```ts
 * import { main } from 'create-lattice-app';
 *
 * process.exitCode = await main(['my-app', '--platform', 'svelte', '--no-git']);
 * ```
 */
export declare function main(argv?: readonly string[]): Promise<number>;

/**
 * Options of a new project.
 *
 * @zh 新项目的选项。
 *
 * @example
 * ```ts
 * import type { CreateOptions } from 'create-lattice-app';
 *
 * const options: CreateOptions = {
 *   name: 'my-app',
 *   platform: 'react',
 *   packageManager: 'pnpm',
 * };
 * ```
 */
export interface CreateOptions {
  /**
   * The project's name, also the folder it is created in.
   *
   * @zh 项目名称，也用作创建项目的目录名。
   */
  name: string;
  /**
   * The UI library (`--platform`).
   *
   * @zh 所用的 UI 库（`--platform`）。
   */
  platform: PlatformName;
  /**
   * A template id from {@link TEMPLATES}, or a path to a local template
   * folder (`--template`); the platform's default template otherwise.
   *
   * @zh {@link TEMPLATES} 中的模板 ID，或本地模板目录的路径（`--template`）；未设置时使用该平台的默认模板。
   */
  template?: string;
  /**
   * The package manager; the one running the command by default.
   *
   * @zh 包管理器；默认使用执行该命令的包管理器。
   */
  packageManager?: PackageManager;
  /**
   * Installs the dependencies after generating (`--no-install` to skip).
   *
   * @zh 生成后安装依赖（传入 `--no-install` 可跳过）。
   *
   * @defaultValue `true`
   */
  install?: boolean;
  /**
   * Creates a Git repository with a first commit (`--no-git` to skip).
   *
   * @zh 创建 Git 仓库并完成首次提交（传入 `--no-git` 可跳过）。
   *
   * @defaultValue `true`
   */
  git?: boolean;
}

/**
 * Describes a project template.
 *
 * @zh 项目模板的描述。
 *
 * @example
 * ```ts
 * import { TEMPLATES } from 'create-lattice-app';
 *
 * const vueTemplates = TEMPLATES.filter((template) => template.platform === 'vue');
 * ```
 */
export interface TemplateDescriptor {
  /**
   * The template's id, such as `'react-ts'`.
   *
   * @zh 模板 ID，例如 `'react-ts'`。
   */
  readonly id: string;
  /**
   * The platform the template is written for.
   *
   * @zh 模板适用的平台。
   */
  readonly platform: PlatformName;
  /**
   * One line shown when choosing a template.
   *
   * @zh 选择模板时显示的一行说明。
   */
  readonly description: string;
  /**
   * The template's files, relative to the project folder.
   *
   * @zh 模板包含的文件，路径相对于项目目录。
   */
  readonly files: readonly string[];
}

/**
 * Writes a new project from a template, installs its dependencies and
 * initialises Git.
 *
 * @zh 根据模板生成新项目，安装依赖并初始化 Git。
 *
 * @example
 * ```ts
 * import { ProjectGenerator } from 'create-lattice-app';
 *
 * const generator = new ProjectGenerator({ name: 'my-app', platform: 'vue', git: false });
 * await generator.generate();
 * await generator.install();
 * ```
 */
export declare class ProjectGenerator {
  /**
   * Creates a generator; nothing is written yet.
   *
   * @zh 创建生成器；此时还不会写入任何内容。
   *
   * @param options - The project's options.
   * @zhParam options - 项目的选项。
   */
  constructor(options: CreateOptions);
  /**
   * The folder the project is written to, absolute.
   *
   * @zh 写入项目的目录（绝对路径）。
   */
  readonly targetDir: string;
  /**
   * The template used.
   *
   * @zh 所使用的模板。
   */
  readonly template: TemplateDescriptor;
  /**
   * Writes the template's files, with the project's name filled in, and
   * initialises Git unless `git` is `false`.
   *
   * @zh 写入模板文件（其中填入项目名称），并在 `git` 不为 `false` 时初始化 Git。
   *
   * @returns A promise that settles once the files are written.
   * @zhReturns 在文件写入完成后兑现的 Promise。
   * @throws Rejects when the target folder already exists and is not empty, so
   * that an existing project is never overwritten.
   * @zhThrows 当目标目录已存在且不为空时被拒绝，以免覆盖已有的项目。
   */
  generate(): Promise<void>;
  /**
   * Installs the dependencies with the chosen package manager.
   *
   * @zh 用选定的包管理器安装依赖。
   *
   * @returns A promise that settles once the installation is done.
   * @zhReturns 在安装完成后兑现的 Promise。
   */
  install(): Promise<void>;
}
