local k = import 'k.libsonnet';
local version = '3.1.17';

{
  name: 'orders',
  image: 'ghcr.io/kestrelworks/orders:' + version,
  commit: '7d372a234b4bf7278644b4cb2f16fe2f726826df',
  env: {
    SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/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',
  },
}