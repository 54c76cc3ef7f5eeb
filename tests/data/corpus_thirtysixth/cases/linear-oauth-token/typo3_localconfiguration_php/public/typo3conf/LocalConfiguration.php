<?php
return [
    'BE' => [
        'debug' => false,
        'lockSSL' => true,
        'passwordHashing' => [
            'className' => 'TYPO3\\CMS\\Core\\Crypto\\PasswordHashing\\Argon2iPasswordHash',
            'options' => [],
        ],
    ],
    'DB' => [
        'Connections' => [
            'Default' => [
                'charset' => 'utf8mb4',
                'dbname' => 't3_prod',
                'driver' => 'mysqli',
                'host' => 'db',
                'port' => 3306,
                'user' => 't3',
            ],
        ],
    ],
    'EXTENSIONS' => [
        'backend' => [
            'loginLogo' => '',
        ],
        'form_to_crm' => [
            'linearOauthToken' => 'lin_oauth_a9bd135593ec19a202c65dce62c9a8b9b6441a21caeb0dcbe30b773ba7794fa4',
        ],
    ],
    'MAIL' => [
        'transport' => 'smtp',
        'transport_smtp_server' => 'smtp.quillon.net:587',
    ],
    'SYS' => [
        'sitename' => 'Kestrel Works',
        'trustedHostsPattern' => '.*\\.quillon\\.net',
        'features' => [
            'yamlImportsFollowDeclarationOrder' => true,
        ],
    ],
];
