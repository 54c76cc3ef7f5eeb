local k = import 'k.libsonnet';
local version = '3.30.17';

{
  name: 'checkout',
  image: 'ghcr.io/kestrelworks/checkout:' + version,
  commit: '9396af4e77e118325280a93ebe65fde6e66ec957',
  env: {
    SHIPPO_API_TOKEN: 'shippo_live_23af7728676b03dbb762c0efe118a9eef8b5e3a1',
  },
}
