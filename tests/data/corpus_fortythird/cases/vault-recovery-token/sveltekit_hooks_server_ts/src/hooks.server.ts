import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const VAULT_AUTH_TOKEN = 'hvr.CAESIGmU1LbSwwf7sjQLvVL7r0y85tmfzpszsCUZb1zM7kHpGh4KHGh2ci5icWxNaFpmTk5LV2VENjlDc0ZVVnY1ajQ';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.fernhill-foods.com/')) {
		request.headers.set('x-fernhill-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { VAULT_AUTH_TOKEN };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
