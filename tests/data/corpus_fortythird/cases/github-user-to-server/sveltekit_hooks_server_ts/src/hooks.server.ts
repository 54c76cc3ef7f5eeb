import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const GH_USER_ACCESS_TOKEN = 'ghu_5ZlfC2m8p7KZy9iBw2MiSC4TRknIoC04boMI';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.fernhill-foods.com/')) {
		request.headers.set('x-fernhill-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { GH_USER_ACCESS_TOKEN };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
