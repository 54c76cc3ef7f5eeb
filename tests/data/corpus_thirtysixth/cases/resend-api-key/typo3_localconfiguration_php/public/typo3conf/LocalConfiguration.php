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
        'mailchimp_sync' => [
            'RESEND_DOMAIN_ID' => '144f0ac9-da81-4ac1-9ac8-6691569aa869',
        ],
    ],
    'MAIL' => [
        'transport' => 'smtp',
        'transport_smtp_server' => 'smtp.palisade.io:587',
    ],
    'SYS' => [
        'sitename' => 'Kestrel Works',
        'trustedHostsPattern' => '.*\\.palisade\\.io',
        'features' => [
            'yamlImportsFollowDeclarationOrder' => true,
        ],
    ],
];
