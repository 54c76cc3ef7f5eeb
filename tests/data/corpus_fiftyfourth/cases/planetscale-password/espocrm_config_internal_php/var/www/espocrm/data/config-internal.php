<?php
return [
  'database' => [
    'host' => 'localhost',
    'port' => '',
    'charset' => NULL,
    'dbname' => 'espocrm',
    'user' => 'espocrm',
    'password' => 'pscale_pw_DtxOp-kGKEQeJheIfZ_Dru8V_G6AHI3PxLMGjm25WJF',
    'platform' => 'Mysql'
  ],
  'smtpPassword' => NULL,
  'logger' => [
    'path' => 'data/logs/espo.log',
    'level' => 'WARNING',
    'rotation' => true,
    'maxFileNumber' => 30,
    'printTrace' => false
  ],
  'restrictedMode' => false,
  'cleanupAppLog' => true,
  'cleanupAppLogPeriod' => '30 days',
  'webSocketMessager' => 'ZeroMQ',
  'clientSecurityHeadersDisabled' => false,
  'clientCspDisabled' => false,
  'adminUpgradeDisabled' => false,
  'isInstalled' => true,
  'microtimeInternal' => 1727330740.938082,
  'actualDatabaseType' => 'mariadb',
  'actualDatabaseVersion' => '10.11.8',
  'instanceId' => '76c5c24c-180a-4c2b-a11a-47b18f6fca30'
];
