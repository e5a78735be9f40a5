/**
 * Which readers the website sends to the school's mobile site (h5Domain). Shared because the
 * server's visitor page cache keeps desktop and mobile renders apart by the same rule.
 */
const MOBILE_AGENT = /Android|webOS|iPhone|iPod|iPad|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;

export const isMobileUserAgent = (userAgent: string | null | undefined): boolean =>
  Boolean(userAgent && MOBILE_AGENT.test(userAgent));
