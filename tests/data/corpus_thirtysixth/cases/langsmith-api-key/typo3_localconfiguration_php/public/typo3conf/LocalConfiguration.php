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
        'aws_s3_fal' => [
            'LANGSMITH_API_KEY' => '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',
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
