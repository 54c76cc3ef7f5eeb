local k = import 'k.libsonnet';
local version = '1.16.14';

{
  name: 'ingest',
  image: 'ghcr.io/kestrelworks/ingest:' + version,
  commit: 'cb62887966ad8c97b822ce0d1b28b4ee7449b06e',
  env: {
    GITHUB_INSTALLATION_TOKEN: 'ghs_T3SVbLUHSLllufLZ7hPTLoQClRjCRp4OSvL4',
  },
}
