local k = import 'k.libsonnet';
local version = '4.19.1';

{
  name: 'billing',
  image: 'ghcr.io/kestrelworks/billing:' + version,
  commit: 'd60ba0a059e9a3240ee023752ade0c309c76da59',
  env: {
    API_KEY: '${API_KEY}',
  },
}
