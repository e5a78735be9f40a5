/**
 * The date part of 'yyyy-MM-dd HH:mm:ss'. Apart from the post list, so the home page's sections take it
 * without the list's tags, avatars and icons (decision 0079).
 */
export const dayOf = (time: string) => time.slice(0, 10);
