local k = import 'k.libsonnet';
local version = '3.6.2';

{
  name: 'billing',
  image: 'ghcr.io/kestrelworks/billing:' + version,
  commit: '35899a0e982b8ea65c21e54884bbf0d3fc17bfde',
  env: {
    MAXMIND_ACCOUNT_ID: '675282',
    GEOIP_LICENSE: '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',
  },
}