/**
 * Places on the home page for sections that arrive with their modules (the blog and info sections
 * are the community's: features/community/components/home-sections). Each renders nothing until
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
