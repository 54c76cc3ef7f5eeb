import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const TERRAFORM_CLOUD_TOKEN = 'aXOzs9bWuveDmW.atlasv1.vC6tlfKxANEj9wYprv03TOg41v3cYg0Abf2wJNk7WICWL3Kb6Yt9vjE8XTBe3nmmZdT';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.kestrelworks.io/')) {
		request.headers.set('x-kestrelworks-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { TERRAFORM_CLOUD_TOKEN };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
