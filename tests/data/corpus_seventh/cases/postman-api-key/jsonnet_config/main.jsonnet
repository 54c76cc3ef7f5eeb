local k = import 'k.libsonnet';
local version = '4.8.12';

{
  name: 'checkout',
  image: 'ghcr.io/kestrelworks/checkout:' + version,
  commit: '46f676e0474ad2410fc8a7c91a6f22b700dc3be6',
  env: {
    postmanApiKey: 'PMAK-**********',
  },
}