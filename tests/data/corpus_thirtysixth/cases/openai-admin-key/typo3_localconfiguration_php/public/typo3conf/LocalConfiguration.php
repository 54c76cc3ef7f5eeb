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
            'OPENAI_ADMIN_API_KEY' => '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',
        ],
    ],
    'MAIL' => [
        'transport' => 'smtp',
        'transport_smtp_server' => 'smtp.quillon.net:587',
    ],
    'SYS' => [
        'sitename' => 'Fernhill',
        'trustedHostsPattern' => '.*\\.quillon\\.net',
        'features' => [
            'yamlImportsFollowDeclarationOrder' => true,
        ],
    ],
];
