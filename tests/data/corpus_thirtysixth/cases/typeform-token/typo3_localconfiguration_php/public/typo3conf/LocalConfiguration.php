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
        'solr' => [
            'typeformToken' => 'tfp_YW2dJuUdwwZPUYb7hFO0blhsEhLOI6uSsZSH1HBYrq17_2MaYEvaHGWsTD7',
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
