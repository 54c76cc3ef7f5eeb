import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const FEATURE_FLAG_TOKEN = 'vault:v1:jMOqxpC+jXry23Kk15ubc5E4oL4aVVODXy6ousBQs6YEWl5Gg2ETVtZVok2F+bhS7wyxHwpIcg==';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.kestrelworks.io/')) {
		request.headers.set('x-kestrelworks-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { FEATURE_FLAG_TOKEN };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
