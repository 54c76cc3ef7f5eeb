import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const README_API_DEFINITION_ID = 'ddbdfce7ffadc8bf0c75bd6c';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.kestrelworks.io/')) {
		request.headers.set('x-kestrelworks-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { README_API_DEFINITION_ID };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
