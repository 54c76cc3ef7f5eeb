local k = import 'k.libsonnet';
local version = '4.6.4';

local mysqlDefaultsFile = |||
  [mysqld]
  bind-address=0.0.0.0
  max_connections=500

  [client]
  user=etl_reader
  password=wwt%l5pHfjA.T-p
  host=127.0.0.1
  port=3306
|||;

{
  name: 'webhooks',
  image: 'ghcr.io/kestrelworks/webhooks:' + version,
  commit: 'fa62ac7bc6df610124ad3bf97aee1e0bf758f1a9',
  files: { '.my.cnf': mysqlDefaultsFile },
}
