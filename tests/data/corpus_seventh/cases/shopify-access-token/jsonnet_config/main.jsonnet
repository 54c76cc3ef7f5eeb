local k = import 'k.libsonnet';
local version = '2.28.8';

{
  name: 'webhooks',
  image: 'ghcr.io/kestrelworks/webhooks:' + version,
  commit: '8dd2bb7c0a844443ef76a94711ac58ea87633319',
  env: {
    SHOPIFY_ACCESS_TOKEN: 'shpat_<admin-api-token>',
  },
}
