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
            'assemblyai_key' => '2e93d2a5938eac718afeddff746794d7',
        ],
    ],
    'MAIL' => [
        'transport' => 'smtp',
        'transport_smtp_server' => 'smtp.palisade.io:587',
    ],
    'SYS' => [
        'sitename' => 'Fernhill',
        'trustedHostsPattern' => '.*\\.palisade\\.io',
        'features' => [
            'yamlImportsFollowDeclarationOrder' => true,
        ],
    ],
];
