/**
 * The `lattice` command-line tool: `lattice generate` creates modules,
 * components and providers from schematics, and
 * `lattice update` upgrades every `lattice-*` package together and runs the
 * migrations. The classes let scripts run the same commands.
 *
 * @zh `lattice` 命令行工具：`lattice generate` 根据原理图创建模块、组件和提供者，`lattice update` 统一升级所有 `lattice-*` 包并运行迁移。借助其中的类，脚本也可以运行相同的命令。
 *
 * @packageDocumentation
 */
import type { Logger } from 'lattice-logger';
import type { PlatformName } from 'lattice-tools';

/**
 * The schematics of `lattice generate`.
 *
 * @zh `lattice generate` 的原理图。
 */
export type Schematic = 'module' | 'component' | 'provider';

/**
 * A file a command created, changed or deleted.
 *
 * @zh 命令创建、修改或删除的文件。
 */
export type FileChange = {
  /**
   * The file's path, relative to the project folder.
   *
   * @zh 文件路径，相对于项目目录。
   */
  path: string;
  /**
   * What happened to the file.
   *
   * @zh 对该文件所做的操作。
   */
  action: 'create' | 'update' | 'delete';
};

/**
 * What a command did.
 *
 * @zh 命令执行的结果。
 */
export type CommandResult = {
  /**
   * The process exit code: `0` on success.
   *
   * @zh 进程退出码：成功时为 `0`。
   */
  exitCode: number;
  /**
   * The files changed, or that would be changed with `dryRun`.
   *
   * @zh 被修改的文件；使用 `dryRun` 时为将会被修改的文件。
   */
  changes: FileChange[];
};

/**
 * A migration that `lattice update` runs between two versions.
 *
 * @zh `lattice update` 在两个版本之间运行的迁移。
 */
export type Migration = {
  /**
   * The version the migration starts from, such as `'0.6.2'`.
   *
   * @zh 迁移的起始版本，例如 `'0.6.2'`。
   */
  from: string;
  /**
   * The version the migration leads to, such as `'0.7.0'`.
   *
   * @zh 迁移的目标版本，例如 `'0.7.0'`。
   */
  to: string;
  /**
   * What the migration changes in the code, in one sentence.
   *
   * @zh 用一句话说明迁移对代码做的修改。
   */
  description: string;
};

/**
 * Options of {@link CommandRunner}.
 *
 * @zh {@link CommandRunner} 的选项。
 */
export type CommandRunnerOptions = {
  /**
   * The project folder; the current folder by default.
   *
   * @zh 项目目录；默认为当前目录。
   */
  cwd?: string;
  /**
   * Where messages are written; the console by default.
   *
   * @zh 消息的输出位置；默认为控制台。
   */
  logger?: Logger;
};

/**
 * The entry point of the `lattice` command: parses the arguments and runs the
 * command.
 *
 * @zh `lattice` 命令的入口：解析参数并运行命令。
 *
 * @param argv - The arguments after `lattice`; `process.argv.slice(2)` by default.
 * @zhParam argv - `lattice` 之后的参数；默认为 `process.argv.slice(2)`。
 * @returns The exit code.
 * @zhReturns 退出码。
 *
 * @example
 * ```ts
 * import { main } from 'lattice-cli';
 *
 * process.exitCode = await main(['generate', 'module', 'admin', '--dry-run']);
 * ```
 */
export declare function main(argv?: readonly string[]): Promise<number>;

/**
 * Options of `lattice generate <schematic> <name>`.
 *
 * @zh `lattice generate <schematic> <name>` 的选项。
 *
 * @example
 * ```ts
 * import { GenerateCommand } from 'lattice-cli';
 *
 * await new GenerateCommand(process.cwd()).run({
 *   schematic: 'provider',
 *   name: 'todos',
 *   skipTests: true,
 * });
 * ```
 */
export interface GenerateOptions {
  /**
   * What to generate.
   *
   * @zh 要生成的内容。
   */
  schematic: Schematic;
  /**
   * The name, in kebab case (`user-profile`); a path such as `admin/users`
   * creates it in that folder.
   *
   * @zh 名称，采用短横线命名法（`user-profile`）；若写成 `admin/users` 这样的路径，则在对应目录中创建。
   */
  name: string;
  /**
   * Lists the changes without writing them (`--dry-run`).
   *
   * @zh 只列出修改而不写入（`--dry-run`）。
   */
  dryRun?: boolean;
  /**
   * Writes the files in the current folder instead of a new one (`--flat`).
   *
   * @zh 把文件直接写入当前目录，而不是新建目录（`--flat`）。
   */
  flat?: boolean;
  /**
   * Does not create the `.spec.ts` file (`--skip-tests`).
   *
   * @zh 不创建 `.spec.ts` 文件（`--skip-tests`）。
   */
  skipTests?: boolean;
  /**
   * The platform of a generated component's view (`--platform`); the one in
   * `.latticerc` by default.
   *
   * @zh 所生成组件的视图所针对的平台（`--platform`）；默认使用 `.latticerc` 中配置的平台。
   */
  platform?: PlatformName;
}

/**
 * Options of `lattice update`.
 *
 * @zh `lattice update` 的选项。
 *
 * @example
 * ```ts
 * import { UpdateCommand } from 'lattice-cli';
 *
 * await new UpdateCommand(process.cwd()).run({ to: '0.7', dryRun: true });
 * ```
 */
export interface UpdateOptions {
  /**
   * The version to update to (`--to`): a major version such as `1` means its
   * latest release, a minor version such as `0.7` the latest release of that
   * line, an exact version such as `0.7.4` that release. By default, the latest
   * release of the installed major version (0.x): the command never moves to
   * a new major version, such as 1.0, unless you ask for it.
   *
   * @zh 要升级到的版本（`--to`）：主版本（例如 `1`）表示该主版本的最新版本，次版本（例如 `0.7`）表示这一系列的最新版本，确切版本（例如 `0.7.4`）就是这个版本本身。默认为已安装主版本（0.x）的最新版本：除非你明确指定，命令不会升级到新的主版本（例如 1.0）。
   */
  to?: string;
  /**
   * Lists the package changes and migrations without applying them (`--dry-run`).
   *
   * @zh 只列出包的变更和迁移而不应用（`--dry-run`）。
   */
  dryRun?: boolean;
}

/**
 * Parses `lattice` command lines and runs the matching command.
 *
 * @zh 解析 `lattice` 命令行并运行对应的命令。
 *
 * @example
 * ```ts
 * import { CommandRunner } from 'lattice-cli';
 *
 * const runner = new CommandRunner({ cwd: 'packages/web' });
 * const exitCode = await runner.run(['g', 'provider', 'todos']);
 * ```
 */
export declare class CommandRunner {
  /**
   * Creates a runner with the `generate` and `update` commands.
   *
   * @zh 创建一个包含 `generate` 和 `update` 命令的运行器。
   *
   * @param options - The project folder and the logger.
   * @zhParam options - 项目目录和日志记录器。
   */
  constructor(options?: CommandRunnerOptions);
  /**
   * The project folder.
   *
   * @zh 项目目录。
   */
  readonly cwd: string;
  /**
   * The commands the runner knows.
   *
   * @zh 运行器支持的命令。
   */
  readonly commands: readonly (GenerateCommand | UpdateCommand)[];
  /**
   * Runs a command line.
   *
   * @zh 运行一条命令行。
   *
   * @param argv - The arguments after `lattice`, such as `['generate', 'module', 'admin']`.
   * @zhParam argv - `lattice` 之后的参数，例如 `['generate', 'module', 'admin']`。
   * @returns The exit code: `0` on success, `1` on failure, `2` for a wrong command line.
   * @zhReturns 退出码：成功为 `0`，失败为 `1`，命令行有误为 `2`。
   */
  run(argv: readonly string[]): Promise<number>;
  /**
   * Returns the help text printed by `lattice --help`.
   *
   * @zh 返回 `lattice --help` 打印的帮助文本。
   *
   * @returns The help text.
   * @zhReturns 帮助文本。
   */
  help(): string;
}

/**
 * `lattice generate <schematic> <name>` (alias `g`): creates the files of a
 * module, component or provider, and registers it in the nearest module.
 *
 * @zh `lattice generate <schematic> <name>`（别名 `g`）：创建模块、组件或提供者的文件，并将其注册到最近的模块中。
 *
 * @remarks
 * The nearest module is the first `*.module.ts` found in the folder of the
 * new files or, going up, in one of its parents, with `src/app.module.ts` as
 * the last resort. Each class is named after `name` in PascalCase followed by
 * its schematic, like its file: `user-profile` gives `UserProfileModule`,
 * `UserProfileComponent` or `UserProfileProvider`. When a file to create
 * already exists, the command writes nothing and fails, naming the file.
 * @zhRemarks 最近的模块，是指在新文件所在的目录中、或向上逐级在其上级目录中找到的第一个 `*.module.ts`，都找不到时使用 `src/app.module.ts`。每个类名都由 `name` 的大驼峰形式加上原理图的名称构成，与文件名一致：`user-profile` 会生成 `UserProfileModule`、`UserProfileComponent` 或 `UserProfileProvider`。如果要创建的文件已经存在，命令不会写入任何内容，而是以失败结束，并指出该文件。
 *
 * @example
 * ```ts
 * import { GenerateCommand } from 'lattice-cli';
 *
 * const { changes } = await new GenerateCommand(process.cwd()).run({
 *   schematic: 'component',
 *   name: 'todo-list',
 *   platform: 'vue',
 * });
 * ```
 */
export declare class GenerateCommand {
  /**
   * Creates the command for a project.
   *
   * @zh 为指定项目创建该命令。
   *
   * @param cwd - The project folder.
   * @zhParam cwd - 项目目录。
   */
  constructor(cwd: string);
  /**
   * The command's name.
   *
   * @zh 命令名称。
   */
  readonly name: 'generate';
  /**
   * The command's aliases.
   *
   * @zh 命令的别名。
   */
  readonly aliases: readonly string[];
  /**
   * The schematics it can generate.
   *
   * @zh 该命令支持的原理图。
   */
  readonly schematics: readonly Schematic[];
  /**
   * Generates the files.
   *
   * @zh 生成文件。
   *
   * @param options - The schematic, the name and the flags.
   * @zhParam options - 原理图、名称和各项标志。
   * @returns The files created and updated.
   * @zhReturns 创建和更新的文件。
   */
  run(options: GenerateOptions): Promise<CommandResult>;
}

/**
 * `lattice update`: upgrades every `lattice-*` package of the project to the
 * same version, then runs the migrations between the old and the new version.
 *
 * @zh `lattice update`：把项目中所有 `lattice-*` 包升级到同一个版本，然后运行新旧版本之间的迁移。
 *
 * @remarks
 * `run()` goes through these steps, in order: it reads the `lattice-*`
 * packages of `package.json`; picks the target version (`UpdateOptions.to`);
 * writes the new version ranges and installs them with the package manager
 * whose lock file the project has (npm for `package-lock.json`, Yarn for
 * `yarn.lock`, pnpm for `pnpm-lock.yaml`); then runs the migrations of every
 * release after the installed version, up to the target, oldest first, as
 * `planMigrations()` lists them (a release that needs no migration adds
 * none). The migrations of a release ship with the `lattice-cli` of that
 * release: when the target is newer than the running `lattice-cli`, the
 * command first fetches the `lattice-cli` of the target version and runs the
 * migrations with it, even in a project that still has an older one
 * installed. If the install fails,
 * `package.json` and the lock file are restored and no migration runs.
 * Packages named `lattice-*` that Lattice does not publish, such as
 * third-party platform adapters, are not updated: the command reports those
 * whose `peerDependencies` do not include the target version.
 * @zhRemarks `run()` 依次执行以下步骤：读取 `package.json` 中的 `lattice-*` 包；确定目标版本（`UpdateOptions.to`）；写入新的版本范围，并用项目锁文件对应的包管理器安装（`package-lock.json` 对应 npm，`yarn.lock` 对应 Yarn，`pnpm-lock.yaml` 对应 pnpm）；然后按从旧到新的顺序，运行已安装版本之后、直到目标版本为止每个版本的迁移，即 `planMigrations()` 列出的那些（不需要迁移的版本不会带来任何迁移）。每个版本的迁移都随该版本的 `lattice-cli` 一起提供：目标版本比正在运行的 `lattice-cli` 新时，命令会先获取目标版本的 `lattice-cli`，再用它运行迁移，即使项目中安装的仍是旧版本也是如此。安装失败时，`package.json` 和锁文件会被还原，也不会运行任何迁移。不由 Lattice 发布的 `lattice-*` 包（例如第三方适配器）不会被升级：命令会报告其中 `peerDependencies` 不包含目标版本的那些包。
 *
 * @example
 * ```ts
 * import { UpdateCommand } from 'lattice-cli';
 *
 * const update = new UpdateCommand(process.cwd());
 * for (const migration of update.planMigrations('0.6.2', '0.7.0')) {
 *   console.log(migration.description);
 * }
 * ```
 */
export declare class UpdateCommand {
  /**
   * Creates the command for a project.
   *
   * @zh 为指定项目创建该命令。
   *
   * @param cwd - The project folder.
   * @zhParam cwd - 项目目录。
   */
  constructor(cwd: string);
  /**
   * The command's name.
   *
   * @zh 命令名称。
   */
  readonly name: 'update';
  /**
   * Reads the `lattice-*` packages the project depends on.
   *
   * @zh 读取项目所依赖的 `lattice-*` 包。
   *
   * @returns The installed version of each package, by package name.
   * @zhReturns 各包的已安装版本，以包名为键。
   */
  findPackages(): Promise<Record<string, string>>;
  /**
   * Lists the migrations between two versions, in the order they run.
   *
   * @zh 按运行顺序列出两个版本之间的迁移。
   *
   * @param from - The installed version.
   * @zhParam from - 已安装的版本。
   * @param to - The target version.
   * @zhParam to - 目标版本。
   * @returns The migrations; empty when there are none.
   * @zhReturns 迁移列表；没有迁移时为空。
   */
  planMigrations(from: string, to: string): Migration[];
  /**
   * Updates the packages and runs the migrations.
   *
   * @zh 升级各个包并运行迁移。
   *
   * @param options - The target version and the flags.
   * @zhParam options - 目标版本和各项标志。
   * @returns The files changed, `package.json` included.
   * @zhReturns 被修改的文件，包括 `package.json`。
   * @throws Rejects when the package manager cannot install the new versions,
   * after restoring `package.json` and the lock file; no migration has run.
   * @zhThrows 当包管理器无法安装新版本时拒绝；此前 `package.json` 和锁文件已被还原，也没有运行任何迁移。
   */
  run(options: UpdateOptions): Promise<CommandResult>;
}
