import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const SONAR_LOGIN = 'squ_8d5ec3773fe2e468b9ac1594ab1033b7218497ac';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.fernhill-foods.com/')) {
		request.headers.set('x-fernhill-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { SONAR_LOGIN };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
