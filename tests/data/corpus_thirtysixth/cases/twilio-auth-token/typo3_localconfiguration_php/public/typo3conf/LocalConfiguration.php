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
            'twilioAccountSid' => 'ACe09dcb954770152ce5f6fb209a9504e8',
            'TWILIO_TOKEN' => '99ecfd36133b88b6ef619fbaa53c5a3f',
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
