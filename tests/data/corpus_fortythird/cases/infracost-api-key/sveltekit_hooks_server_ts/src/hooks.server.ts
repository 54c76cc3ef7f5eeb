import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const INFRACOST_API_KEY = 'sha1:67125af578d0405b0191fd9152b727bd2e55c283';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.quillon.net/')) {
		request.headers.set('x-quillon-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { INFRACOST_API_KEY };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
