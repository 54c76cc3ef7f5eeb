local k = import 'k.libsonnet';
local version = '3.29.16';

{
  name: 'billing',
  image: 'ghcr.io/kestrelworks/billing:' + version,
  commit: 'd717d8e7ebbd64a8f80f41256cc065a07a3412c2',
  env: {
    SUPABASE_SERVICE_KEY: 'sb_secret_wwDpmc14xXgD43GVyrI4Mr_4TddRjTR',
  },
}
