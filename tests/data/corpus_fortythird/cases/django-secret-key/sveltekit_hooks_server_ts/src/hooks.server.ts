import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const DJANGO_SECRET = 'django-insecure-$6z8+(^#a#cw6w0d+xb8x)!@w%wjk7d429a7=j(6)uwvcn^t+4';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.cobaltpeak.ca/')) {
		request.headers.set('x-cobaltpeak-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { DJANGO_SECRET };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
