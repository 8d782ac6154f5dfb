// Build-time only (astro.config.mjs): which bundler warnings reach the build log.

/** A bundler warning as Rolldown hands it to `onwarn`. */
export interface BuildWarning {
  code?: string;
  message: string;
}

/**
 * True for the one known harmless warning: Rolldown reports the `"use astro:head-inject"`
 * directive of every MDX page as MODULE_LEVEL_DIRECTIVE, a multi-line block per page that Astro
 * does not need preserved (withastro/astro#18087). Any other warning is kept.
 */
export function isKnownHarmlessWarning(warning: BuildWarning): boolean {
  return warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"');
}

/**
 * True for a call of a message that does not exist (renamed or never written): it would show
 * nothing, or throw, where a sentence should be, so the build stops instead.
 */
export function isMissingMessage(warning: BuildWarning): boolean {
  return warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('paraglide/messages');
}

/** Rolldown's `onwarn`: drops the known harmless warnings, stops on a missing message, passes every other one on. */
export function onBuildWarning(warning: BuildWarning, warn: (warning: BuildWarning) => void): void {
  if (isMissingMessage(warning)) throw new Error(`A message is missing from the catalogs: ${warning.message}`);
  if (!isKnownHarmlessWarning(warning)) warn(warning);
}
