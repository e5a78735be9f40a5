import { isRouteErrorResponse } from 'react-router';

export const NOT_FOUND_TITLE = '页面找不到了，可能已被删除或地址有误';
export const SERVER_ERROR_TITLE = '页面出错了，请联系管理员';

export const errorTitleForCode = (code: number) => (code === 404 ? NOT_FOUND_TITLE : SERVER_ERROR_TITLE);

/** The status of whatever a loader or page threw: a thrown response's own, else 500. */
export const errorStatusOf = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);
