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
            'gcloudAccessToken' => 'ya29.a0bxjzsIg0S66nuDszTkwA4KOh2VY1w84fTkejtJI6gEK1izkbng_BovxglvvlIIUJNQ4yeTWJQhh4e-R-yoIiQ4tP8zQg7J8PxGVmFXHp5uyl12PLl6PQAwo8NfCW3QAVE06klLPfzqGikuh9bR44U2okbIno4nLtPrRvI0qWQjcy2Xv',
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
