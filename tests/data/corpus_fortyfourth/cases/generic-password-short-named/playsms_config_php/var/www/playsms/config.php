<?php

// playSMS configuration

// database engine
$core_config['db']['type'] = 'mysqli';
$core_config['db']['host'] = 'localhost';
$core_config['db']['port'] = '3306';
$core_config['db']['user'] = 'playsms';
$core_config['db']['pass'] = 'Violet-cactus3107';
$core_config['db']['name'] = 'playsms';

// SMTP configuration
$core_config['smtp']['relm'] = '';
$core_config['smtp']['user'] = '';
$core_config['smtp']['host'] = 'localhost';
$core_config['smtp']['port'] = '25';

// Do not change anything below this line unless you know what to do
$core_config['daemon_process'] = 0;
$core_config['logfile'] = '/var/log/playsms/playsms.log';
$core_config['loglevel'] = 2;
