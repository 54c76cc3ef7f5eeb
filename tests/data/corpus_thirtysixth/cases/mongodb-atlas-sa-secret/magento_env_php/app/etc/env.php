<?php
return [
    'backend' => [
        'frontName' => 'admin_pibsi6'
    ],
    'remote_storage' => [
        'driver' => 'file'
    ],
    'queue' => [
        'consumers_wait_for_messages' => 1
    ],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => 'localhost',
                'dbname' => 'magento2',
                'username' => 'magento',
                'model' => 'mysql4',
                'engine' => 'innodb',
                'initStatements' => 'SET NAMES utf8;',
                'active' => '1',
                'driver_options' => [
                    1014 => false
                ]
            ]
        ]
    ],
    'resource' => [
        'default_setup' => [
            'connection' => 'default'
        ]
    ],
    'x-frame-options' => 'SAMEORIGIN',
    'MAGE_MODE' => 'production',
    'session' => [
        'save' => 'redis'
    ],
    'system' => [
        'default' => [
            'carriers' => [
                'integration' => [
                    'atlas_client_id' => 'mdb_sa_id_61c36518215855e134926187',
                    'api_key' => 'mdb_sa_sk_RfM7wXOr10gNyim9RPkTTNuqjtodYV5MzfgzblgD',
                ]
            ]
        ]
    ],
    'cache_types' => [
        'config' => 1,
        'layout' => 1,
        'block_html' => 1,
        'full_page' => 1
    ],
    'install' => [
        'date' => 'Tue, 05 Mar 2024 10:45:13 +0000'
    ]
];
