/**
 * The rights guide's key for a platform as the forms store it: the home form's values (`spark`,
 * `uber-eats`) and the wizard's names (`Walmart Spark Driver`); null for "other" or an unknown value.
 * Shared: the guide's lines in the forms and the case file, and the deadline of a case, read it.
 */
const PLATFORM_KEYS: Readonly<Record<string, string>> = {
  'amazon-flex': 'amazon-flex',
  'amazon flex': 'amazon-flex',
  uber: 'uber',
  'uber-eats': 'uber-eats',
  'uber eats': 'uber-eats',
  lyft: 'lyft',
  doordash: 'doordash',
  spark: 'walmart-spark',
  'walmart-spark': 'walmart-spark',
  'walmart spark driver': 'walmart-spark',
  'spark driver': 'walmart-spark',
  instacart: 'instacart',
  roadie: 'roadie',
  shipt: 'shipt',
  grubhub: 'grubhub',
  taskrabbit: 'taskrabbit',
  thumbtack: 'thumbtack',
};

export function guidePlatformKey(platform: string | null | undefined): string | null {
  return (platform && PLATFORM_KEYS[platform.trim().toLowerCase()]) || null;
}
