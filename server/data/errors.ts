// A fatal problem with the source files: the build stops, names the file (and column), and keeps the old database.
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
