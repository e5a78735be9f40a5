import { ApiError } from './request';
import { notFound } from './route-guards';

/**
 * The main read of a parametrised page: a 404 (unknown or disabled) or a 400 (an id the server
 * refuses) becomes the 404 page with the server's Chinese message; anything else stays an error.
 */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) notFound(error.message);
    throw error;
  }
}

/** A part of a page it can live without: on failure it is `fallback` (and the failure is logged). */
export async function optional<T>(name: string, read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    console.error(`读取${name}失败`, error);
    return fallback;
  }
}
