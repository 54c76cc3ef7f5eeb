<?php  // Moodle configuration file

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'pgsql';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = getenv('MOODLE_DB_PASSWORD');
$CFG->prefix    = 'mdl_';
$CFG->dboptions = array (
  'dbpersist' => 0,
  'dbport' => '',
  'dbsocket' => '',
);

$CFG->wwwroot   = 'https://learn.quillon.net';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';

$CFG->directorypermissions = 02777;

// Settings forced here cannot be changed in the admin UI.
$CFG->forced_plugin_settings = [
    'block_integrations' => [
        'adyen_api_key_live' => 'AQEumSw8Pq5fFxuordv9LN0pDOnQN5QJMjguMJuK2Lz7pZfmnk01HoZX9DoMTQ/2RKXvlzXOx=-67QX/hbpdTfCqBmqjwBdqs7Kt641aUj2w23GvCa9xzs=-bi&rQ.Hz8G6G6eHb',
    ],
];

require_once(__DIR__ . '/lib/setup.php');

// There is no php closing tag in this file,
// it is intentional because it prevents trailing whitespace problems!
