local k = import 'k.libsonnet';
local version = '1.30.18';

{
  name: 'webhooks',
  image: 'ghcr.io/kestrelworks/webhooks:' + version,
  commit: '7d3bf75cae0c6e2c15a2bed044b82285bb262f46',
  env: {
    STORAGE_CONNECTION: 'DefaultEndpointsProtocol=https;AccountName=kwdata01;AccountKey={{ .Values.storage.key }};EndpointSuffix=core.windows.net',
  },
}
