import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const ANTHROPIC_WORKSPACE_ID = 'wrkspc_01Jfxa51Fa2XaLZHHFj2mZDR';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.cobaltpeak.ca/')) {
		request.headers.set('x-cobaltpeak-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { ANTHROPIC_WORKSPACE_ID };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
