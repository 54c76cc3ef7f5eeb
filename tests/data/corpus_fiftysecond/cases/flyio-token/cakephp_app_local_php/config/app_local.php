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
            'username' => 'orders',
            'password' => env('DB_PASSWORD'),
            'database' => 'orders',
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

    'FlyIo' => [
        'flyApiToken' => 'FlyV1 fm2_RjJSbB/Irdrf5L22Cm9CTOsy+3WdkPHDNMfHk8h6JUq0JH0UCNf0IPSG6hYT53WnRBWkI8RPx2Ln3qFpaXwr4yZf44HVY/pkqZlFV2YUNy1yx5ce5mc1jz6KrDtpo6EVd/akOnjyFqEa09S2iwxM2G9/fo9LS5Sjorn/fs6MVIyfkIWkD5QfYTu1+CrcDqTMBnjhUl3ZZsAinKYQkK8nqq8LeJuIZowvEfFyk3c7tqmftZMa',
    ],
];
