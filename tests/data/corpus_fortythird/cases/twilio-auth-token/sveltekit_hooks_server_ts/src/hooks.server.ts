import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const TWILIO_VERIFY_SERVICE_SID = 'VA10dae15095cb2f4b7f5766689447979e';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.cobaltpeak.ca/')) {
		request.headers.set('x-cobaltpeak-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.config = { TWILIO_VERIFY_SERVICE_SID };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
