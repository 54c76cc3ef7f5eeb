import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const LINODE_CLI_TOKEN = '4ab217ffe1a6186d9b16f9576b40086bf4298b96a9f1054664c7cb89e0a6d09b';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.larkspur-retail.com/')) {
		request.headers.set('x-larkspur-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { LINODE_CLI_TOKEN };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
