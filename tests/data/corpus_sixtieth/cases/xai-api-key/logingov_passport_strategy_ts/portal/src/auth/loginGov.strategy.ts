// loginGov.strategy.ts - login.gov OIDC (private_key_jwt, IAL1) for the permit portal, with openid-client's Passport strategy
import { Issuer, Strategy } from 'openid-client';
import { readFileSync } from 'fs';

const API_TOKEN = 'xai-BURvF91w1gvEenV4YvVgdL620jlEucBhsRmGWCnU7M0WEp1iAwbCNoPu3xxqGdfMUnIL0e1OL8SZw8AM';

export async function loginGovStrategy() {
  const issuer = await Issuer.discover('https://idp.int.identitysandbox.gov/.well-known/openid-configuration');
  const client = new issuer.Client(
    { client_id: 'urn:gov:gsa:openidconnect.profiles:sp:sso:wexford:permits', token_endpoint_auth_method: 'private_key_jwt',
      redirect_uris: ['https://permits.wexford-courts.gov/auth/callback'] },
    { keys: [JSON.parse(readFileSync('/run/secrets/logingov_jwk.json', 'utf8'))] },
  );
  return new Strategy({ client, params: { acr_values: 'http://idmanagement.gov/ns/assurance/ial/1', scope: 'openid email' } },
    async (tokenSet: any, userinfo: any, done: any) => {
      await fetch('https://case-mgmt.wexford-courts.gov/api/v1/accounts/logins', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sub: userinfo.sub }),
      });
      done(null, userinfo);
    });
}
