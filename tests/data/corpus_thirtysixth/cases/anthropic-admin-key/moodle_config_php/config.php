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
    'tool_objectfs' => [
        'token' => 'sk-ant-admin01-oYn0NMgEJmVvc8ZCTgGHT-gSB8qGfTsil8O7KiRDL3OoZGY4q7anZGXrpd4D3_lj7J5_8iLKiI3jCE03tEShyVM6Z4wQaAA',
    ],
];

require_once(__DIR__ . '/lib/setup.php');

// There is no php closing tag in this file,
// it is intentional because it prevents trailing whitespace problems!
