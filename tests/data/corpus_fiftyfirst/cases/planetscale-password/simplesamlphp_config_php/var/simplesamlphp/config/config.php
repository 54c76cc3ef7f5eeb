<?php

/*
 * The configuration of SimpleSAMLphp
 */

$httpUtils = new \SimpleSAML\Utils\HTTP();

$config = [

    /*******************************
     | BASIC CONFIGURATION OPTIONS |
     *******************************/

    'baseurlpath' => 'https://idp.larkspur.edu/simplesaml/',

    'application' => [
        'baseURL' => 'https://idp.larkspur.edu',
    ],

    'certdir' => 'cert/',
    'loggingdir' => '/var/log/simplesamlphp/',
    'datadir' => 'data/',
    'tempdir' => '/tmp/simplesaml',

    'technicalcontact_name' => 'IT Service Desk',
    'technicalcontact_email' => 'mailto:servicedesk@larkspur.edu',

    'timezone' => 'Pacific/Auckland',

    /**********************************
     | SECURITY CONFIGURATION OPTIONS |
     **********************************/

    'secretsalt' => getenv('SSP_SECRET_SALT'),

    'auth.adminpassword' => getenv('SSP_ADMIN_PASSWORD'),

    'admin.protectmetadata' => true,
    'admin.checkforupdates' => false,

    'trusted.url.domains' => ['larkspur.edu', 'sp.larkspur.edu'],

    'store.type' => 'sql',
    'store.sql.dsn' => 'mysql:host=aws.connect.psdb.cloud;dbname=simplesaml',
    'store.sql.username' => 'simplesaml',
    'store.sql.password' => 'pscale_pw_SLrwbzTMrTjHqOyVIAb58j3iiiTsq-QwnPdk3zeqhj-',
    'store.sql.prefix' => 'SimpleSAMLphp',

    'session.cookie.secure' => true,
    'session.cookie.samesite' => $httpUtils->canSetSameSiteNone() ? 'None' : null,
];
