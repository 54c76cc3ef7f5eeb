local k = import 'k.libsonnet';
local version = '4.0.8';

{
  name: 'checkout',
  image: 'ghcr.io/kestrelworks/checkout:' + version,
  commit: 'c9362e281d1aa8c5eb73080a861809e15bbd3c71',
  env: {
    OP_SECRET_KEY: 'A3-XDAVJM-3LDS07-1H1S6-YJUAO-N880Z-HOBD7',
  },
}
