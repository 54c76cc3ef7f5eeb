local k = import 'k.libsonnet';
local version = '0.20.4';

{
  name: 'ingest',
  image: 'ghcr.io/kestrelworks/ingest:' + version,
  commit: 'b93c1d4cdea83faa5d7b359291051e436102c284',
  env: {
    VERCEL_ORG_ID: 'team_lINWTaG4UlBX05aM7HU5Nsd8',
    VERCEL_TOKEN: 'xs37aOsSOXLle2VravatVTDC',
  },
}
