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
            'azureClientId' => '118a654e-c4a3-4f13-a1fd-cbf113ab9e2c',
            'azureTenantId' => '18613793-26f4-44bf-bb17-a620f39d247e',
            'MICROSOFT_CLIENT_SECRET' => 'FzZ0Q~DQior_Pr3w37jsu_-xvPK_V4sbsr7oKaVX',
        ],
    ],
    'MAIL' => [
        'transport' => 'smtp',
        'transport_smtp_server' => 'smtp.fernhill.com:587',
    ],
    'SYS' => [
        'sitename' => 'Kestrel Works',
        'trustedHostsPattern' => '.*\\.fernhill\\.com',
        'features' => [
            'yamlImportsFollowDeclarationOrder' => true,
        ],
    ],
];
