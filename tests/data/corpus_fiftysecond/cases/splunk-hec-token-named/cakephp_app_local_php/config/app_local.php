<?php
/*
 * Local configuration file to provide any overrides to your app.php configuration.
 * Copy and save this file as app_local.php and make changes as required.
 * Note: It is not recommended to commit files with credentials such as app_local.php
 * into source code version control.
 */
return [
    /*
     * Debug Level:
     *
     * Production Mode:
     * false: No error messages, errors, or warnings shown.
     */
    'debug' => filter_var(env('DEBUG', false), FILTER_VALIDATE_BOOLEAN),

    /*
     * Security and encryption configuration
     */
    'Security' => [
        'salt' => env('SECURITY_SALT'),
    ],

    'Datasources' => [
        'default' => [
            'host' => 'localhost',
            'username' => 'portal',
            'password' => env('DB_PASSWORD'),
            'database' => 'portal',
            'url' => env('DATABASE_URL', null),
        ],
    ],

    'EmailTransport' => [
        'default' => [
            'host' => 'localhost',
            'port' => 25,
            'username' => null,
            'password' => null,
            'client' => null,
            'url' => env('EMAIL_TRANSPORT_DEFAULT_URL', null),
        ],
    ],

    'Splunk' => [
        'splunkHecAuthToken' => '64f9a1a3-0986-4f1b-9a04-bc9bcb783f4f',
    ],
];
