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
        'news_importer' => [
            'OCTOPUS_SPACE' => 'Spaces-37',
        ],
    ],
    'MAIL' => [
        'transport' => 'smtp',
        'transport_smtp_server' => 'smtp.cobaltpeak.ca:587',
    ],
    'SYS' => [
        'sitename' => 'Fernhill',
        'trustedHostsPattern' => '.*\\.cobaltpeak\\.ca',
        'features' => [
            'yamlImportsFollowDeclarationOrder' => true,
        ],
    ],
];
