local k = import 'k.libsonnet';
local version = '3.9.15';

{
  name: 'webhooks',
  image: 'ghcr.io/kestrelworks/webhooks:' + version,
  commit: '8fa1afcdfd1f58a6ab2766a475b8e213114d1522',
  env: {
    GITLAB_INCOMING_MAIL_TOKEN: 'glimt-Ho1Fk9Kf-vXbGrMjkVqXzSRkT',
  },
}
