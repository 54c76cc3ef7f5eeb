local k = import 'k.libsonnet';
local version = '2.11.2';

{
  name: 'reports',
  image: 'ghcr.io/kestrelworks/reports:' + version,
  commit: '6554d7309aeb95cbe00129e79dda2b0a02bd814c',
  env: {
    HF_ORG: 'api_org_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
  },
}