/**
 * Places on the home page for sections that arrive with their modules. Each renders nothing until
 * its module fills it in; the home page already lays them out in order.
 */

/** Recommended course zones (zone list, zoneLocation 1) — course module. */
export function HomeCourseZonesSlot() {
  return null;
}

/** Upcoming public live classes — live module. */
export function HomeLivePlanSlot() {
  return null;
}

/** Featured lecturers — user module. */
export function HomeLecturersSlot() {
  return null;
}

/** Latest news and community posts — community module. */
export function HomeInfoSlot() {
  return null;
}
