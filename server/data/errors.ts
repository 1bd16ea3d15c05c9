// A fatal problem with the source files: the build stops, names the file (and column), and keeps the old database.
import type { BuildReport } from './report';

export class DataBuildError extends Error {
  constructor(
    message: string,
    readonly file?: string,
    readonly column?: string,
  ) {
    super(message);
    this.name = 'DataBuildError';
  }
}

/**
 * The new database would be clearly worse than the current one (much smaller, a source missing, many rows
 * rejected): the build stops before writing anything, unless forced. The report is of the refused build.
 */
export class DataBuildRefusedError extends DataBuildError {
  constructor(
    readonly problems: string[],
    readonly report: BuildReport,
  ) {
    super(`the new database would be worse than the current one: ${problems.join('; ')}`);
    this.name = 'DataBuildRefusedError';
  }
}
