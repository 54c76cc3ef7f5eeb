// loginGov.strategy.ts - login.gov OIDC (private_key_jwt, IAL1) for the permit portal, with openid-client's Passport strategy
import { Issuer, Strategy } from 'openid-client';
import { readFileSync } from 'fs';

const DT_API_TOKEN = 'dt0c01.WV4GKEVR5X0WC68N7EVSSD12.G3XCD28783BA26X1VX0S1UV82145F3R71UKUOZNXSSNR21V34P0IMW0XEAQ6TARQ';

export async function loginGovStrategy() {
  const issuer = await Issuer.discover('https://idp.int.identitysandbox.gov/.well-known/openid-configuration');
  const client = new issuer.Client(
    { client_id: 'urn:gov:gsa:openidconnect.profiles:sp:sso:eastbrook:permits', token_endpoint_auth_method: 'private_key_jwt',
      redirect_uris: ['https://permits.eastbrook-legalaid.org/auth/callback'] },
    { keys: [JSON.parse(readFileSync('/run/secrets/logingov_jwk.json', 'utf8'))] },
  );
  return new Strategy({ client, params: { acr_values: 'http://idmanagement.gov/ns/assurance/ial/1', scope: 'openid email' } },
    async (tokenSet: any, userinfo: any, done: any) => {
      await fetch('https://benefits.eastbrook-legalaid.org/api/v1/accounts/logins', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sub: userinfo.sub }),
      });
      done(null, userinfo);
    });
}
