import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const SLACK_OAUTH_REFRESH = 'xoxa-2-33772289327-226270989774-5621911452792-a4094d16dacf5886d1457df9af70645019d30fdd015f84b7e9e6e13c89d69585';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.larkspur-retail.com/')) {
		request.headers.set('x-larkspur-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { SLACK_OAUTH_REFRESH };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
