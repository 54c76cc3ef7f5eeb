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
            'username' => 'shop',
            'password' => env('DB_PASSWORD'),
            'database' => 'shop',
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

    'Openai' => [
        'openAiapiKey' => 'AgDJ3MJk9pyyfBQbzMiJYgL4LZRlTCi475URweyDaBFb8UMaawDznopOmMbUrGQiMfF0Np3POXv4obkkhDtZCfH4r1X52CIKI89BYsSfl9Ifjfvlgzi4UFfdB93o91PhET7i5uDW0LUa5blBbckKjn6MyUYg5qrnd5pB0bUXsYT1xsiAv5JAuFhFYwrpzdrm1Nmur5PkEH32IEiapU6AyhfsPzAPBwuHxKq1y3bYceVRf9ZK/Wqg+HBJXWXY6z/2EcmvlvjbK5PyiLNRs3ZkXigfu+gJDZwY1z6mC039qBQn/viNp4cGTOT0S6lW0J9x7KaqV8dhnglFNLF808tDvhQ5I4gJzvkW6ARZ8jtoPjZv0UV4IvqTT7Xi3cBYvQ54lSgQ14W8Wcl65nzqP0xUFKIty8Se3+MrpTTXOCHnA0Vobx9KtGpmzTCxoA1So/aDCmTQKAheDVoVlcUGSo7klpamAjgDb4zO5sdD3b8WrrfcR9gx4G4IPv3+SggaWLIrxfR82b4g8FlpTdDP7ZbR9PmbcBeIggmIiZfuwjTMdKryKRmmKlap3bYbT4HHEO7pz8LS/g5MtBYFkrkoMCgqVHeNk9WFWer/ErYMb3BvcPQFNzU0gd4f0F2JQBImnfOLlqfQyT49YBxLbHlo8h49BGvTeYagD5BOxio0g8s3S20sZxgq+YafVzClcwpTcN9CwvswnWOc79Aompoxr49NaeR5tY3ziMstQ0aeM98RPrzo31Y=',
    ],
];
