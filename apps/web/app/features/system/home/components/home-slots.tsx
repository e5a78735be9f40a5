/**
 * Places on the home page for sections that arrive with their modules. Each renders nothing until
 * its module fills it in; the home page already lays them out in order. (Zones and recommended
 * lecturers are filled by the catalogue: features/catalogue.)
 */

/** Upcoming public live classes — live module. */
export function HomeLivePlanSlot() {
  return null;
}

/** Recommended exam papers — exam module. */
export function HomeExamSlot() {
  return null;
}

/** Latest blog posts and news — community module. */
export { HomeBlogSlot, HomeInfoSlot } from '~/features/community/components/home-sections';
