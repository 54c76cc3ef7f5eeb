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
            'LINODE_CLI_TOKEN' => 'b06b5c1cdefbd32e22c5867ad1f88e091b1b4955bb241c47d8c2ba253411b3f2',
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
