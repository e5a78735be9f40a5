import { userContracts } from '@school/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { createServerApi } from '~/lib/server-api';

/**
 * The sign-in methods this school has switched on; the same for every visitor, so the page can be
 * kept. Registration needs an SMS code: without an SMS provider its page says so instead of a form.
 */
export async function loadLoginMethods({ request, context }: LoaderFunctionArgs) {
  return { methods: await createServerApi(context, request).storeRequest(userContracts.getLoginMethods) };
}
