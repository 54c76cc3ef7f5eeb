import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const OPENROUTER_API_KEY = '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';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.fernhill-foods.com/')) {
		request.headers.set('x-fernhill-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { OPENROUTER_API_KEY };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
