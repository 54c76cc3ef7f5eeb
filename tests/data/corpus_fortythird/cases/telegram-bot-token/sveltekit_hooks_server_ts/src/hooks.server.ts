import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const TELEGRAM_API_TOKEN = '2807188961:AAlM4Fvj2YiQ89rziLYhQOZCsi9q5m5FlnB';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.cobaltpeak.ca/')) {
		request.headers.set('x-cobaltpeak-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { TELEGRAM_API_TOKEN };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
