/** Platform values of the home application form (SPEC §3), with their display names. */
export const APPLICATION_PLATFORMS = {
  'amazon-flex': 'Amazon Flex',
  'uber-eats': 'Uber Eats',
  doordash: 'DoorDash',
  instacart: 'Instacart',
  spark: 'Spark Driver',
  other: 'Other',
} as const;
export type ApplicationPlatform = keyof typeof APPLICATION_PLATFORMS;
export const APPLICATION_PLATFORM_VALUES = Object.keys(APPLICATION_PLATFORMS) as [ApplicationPlatform, ...ApplicationPlatform[]];

/** The 11 platform names offered by the free case-review wizard (SPEC §3); sent as the name itself. */
export const CASE_REVIEW_PLATFORMS = [
  'Amazon Flex',
  'Uber',
  'Uber Eats',
  'Lyft',
  'DoorDash',
  'Walmart Spark Driver',
  'Instacart',
  'Roadie',
  'Shipt',
  'Grubhub',
  'TaskRabbit',
] as const;
export type CaseReviewPlatform = (typeof CASE_REVIEW_PLATFORMS)[number];

/** Platform values of the contact form (SPEC §3 "Contact form"), with their display names; the field is optional. */
export const CONTACT_PLATFORMS = {
  'amazon-flex': 'Amazon Flex',
  uber: 'Uber',
  lyft: 'Lyft',
  doordash: 'DoorDash',
  instacart: 'Instacart',
  'walmart-spark': 'Walmart Spark Driver',
  grubhub: 'Grubhub',
  shipt: 'Shipt',
  taskrabbit: 'TaskRabbit',
  thumbtack: 'Thumbtack',
  roadie: 'Roadie',
  other: 'Other',
} as const;
export type ContactPlatform = keyof typeof CONTACT_PLATFORMS;
export const CONTACT_PLATFORM_VALUES = Object.keys(CONTACT_PLATFORMS) as [ContactPlatform, ...ContactPlatform[]];

/** Every code a form stores for a platform, with its name: the home form's and the contact form's (they agree where they overlap). */
const PLATFORM_NAMES: ReadonlyMap<string, string> = new Map(Object.entries({ ...CONTACT_PLATFORMS, ...APPLICATION_PLATFORMS }));

/**
 * What a person reads for a stored platform: a form's code becomes its name ("doordash" →
 * "DoorDash"); a wizard's name, or whatever else an older row holds, is shown as it is. "other" is
 * written `otherName`, the word in the reader's language (English "Other" by default).
 */
export function platformName(stored: string, otherName: string = APPLICATION_PLATFORMS.other): string {
  if (stored === 'other') return otherName;
  return PLATFORM_NAMES.get(stored) ?? stored;
}
