local k = import 'k.libsonnet';
local version = '3.26.0';

{
  name: 'ingest',
  image: 'ghcr.io/kestrelworks/ingest:' + version,
  commit: 'f7ce08fe0979602d215fc4be1f1ecc901a6d29a1',
  env: {
    POSTMARK_SERVER_ID: '4976922',
  },
}
