import type { Handle, HandleFetch } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';

const bindpw = 'Maple.harbor8951';

export const handleFetch: HandleFetch = async ({ request, fetch }) => {
	if (request.url.startsWith('https://api.cobaltpeak.ca/')) {
		request.headers.set('x-cobaltpeak-client', 'web');
	}
	return fetch(request);
};

export const handle: Handle = async ({ event, resolve }) => {
	event.locals.region = env.FLY_REGION ?? 'local';
	event.locals.ldap = { url: 'ldaps://ldap.cobaltpeak.ca', bindDN: 'cn=web,ou=dsa,dc=cobaltpeak,dc=ca', bindpw };
	const response = await resolve(event);
	response.headers.set('x-frame-options', 'DENY');
	return response;
};
