import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const PLAID_ACCESS_TOKEN = 'access-production-55bbc812-67f7-4306-8ea3-a0db97db6008';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.larkspur-retail.com/')) {
		request.headers.set('x-larkspur-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { PLAID_ACCESS_TOKEN };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
