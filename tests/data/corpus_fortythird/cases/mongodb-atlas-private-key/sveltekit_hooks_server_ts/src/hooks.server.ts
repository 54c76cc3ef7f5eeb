import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const MONGODB_ATLAS_PUBLIC_API_KEY = 'kponbmlw';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.quillon.net/')) {
		request.headers.set('x-quillon-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { MONGODB_ATLAS_PUBLIC_API_KEY };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
