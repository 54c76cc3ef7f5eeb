import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const PD_API_KEY = '3932fba1ca9cf87709fef3b0609d1e6a';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.tidewater-logistics.com/')) {
		request.headers.set('x-tidewater-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { PD_API_KEY };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
