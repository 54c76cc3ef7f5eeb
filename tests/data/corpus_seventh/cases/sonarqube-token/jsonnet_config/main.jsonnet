local k = import 'k.libsonnet';
local version = '2.14.15';

{
  name: 'notifier',
  image: 'ghcr.io/kestrelworks/notifier:' + version,
  commit: '04f2c1b254f492e07f789fd36407b37803ca1e18',
  env: {
    SONAR_TOKEN: 'sqa_54f9d7444f8043cb09b4f58f111d9b4844ed926a',
  },
}
