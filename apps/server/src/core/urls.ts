import { badRequest } from './errors.ts';

/**
 * Addresses an operator may put on links and images: site paths (`list`, `/view/1`), http(s) URLs
 * and anchors. Script and data schemes are refused so a link can never run code.
 */
const SAFE_URL = /^(https?:\/\/[^\s<>"'`]+|\/?[^\s<>"'`:]*(\?[^\s<>"'`]*)?|#[^\s<>"'`]*)$/i;

export function checkUrl(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed !== '' && !SAFE_URL.test(trimmed)) throw badRequest(`参数错误：${field} 不是合法的链接地址`);
  return trimmed;
}
