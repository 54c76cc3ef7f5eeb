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
        'form_to_crm' => [
            'ConnectionStrings__Default' => 'Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=crm_prod;Persist Security Info=False;User ID=svc_orders;Password=qsPuKUl0+=sARl;Encrypt=True;TrustServerCertificate=False;',
        ],
    ],
    'MAIL' => [
        'transport' => 'smtp',
        'transport_smtp_server' => 'smtp.kestrelworks.io:587',
    ],
    'SYS' => [
        'sitename' => 'Kestrel Works',
        'trustedHostsPattern' => '.*\\.kestrelworks\\.io',
        'features' => [
            'yamlImportsFollowDeclarationOrder' => true,
        ],
    ],
];
