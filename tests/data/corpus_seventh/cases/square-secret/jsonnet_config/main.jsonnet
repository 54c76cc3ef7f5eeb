local k = import 'k.libsonnet';
local version = '0.15.18';

{
  name: 'webhooks',
  image: 'ghcr.io/kestrelworks/webhooks:' + version,
  commit: 'db5f32d356015d4210a2e8d18c904fe6c7e6b042',
  env: {
    squareApplicationSecret: 'sq0csp-...',
  },
}
