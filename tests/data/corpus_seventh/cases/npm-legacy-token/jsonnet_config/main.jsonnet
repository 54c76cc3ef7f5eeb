local k = import 'k.libsonnet';
local version = '4.24.9';

local npmrc = |||
  registry=https://registry.npmjs.org/
  @nw:registry=https://registry.npmjs.org/
  //registry.npmjs.org/:_authToken=c2950c9a-4fa5-4dc0-abb4-9a4721e3d420
  always-auth=true
  save-exact=true
|||;

{
  name: 'webhooks',
  image: 'ghcr.io/kestrelworks/webhooks:' + version,
  commit: '5603d803b141afce0249ebcaa9fb64e449351a73',
  files: { '.npmrc': npmrc },
}
