/** Raised with one line that names the offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
