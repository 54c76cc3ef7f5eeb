import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const API_KEY = 'figd_fOfPxOSeAwRhFYrBF49JPVONKRmK0Pn8DfoMpnNe';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.cobaltpeak.ca/')) {
		request.headers.set('x-cobaltpeak-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { API_KEY };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
