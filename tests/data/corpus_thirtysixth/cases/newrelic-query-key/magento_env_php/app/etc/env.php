<?php
return [
    'backend' => [
        'frontName' => 'admin_iljkt7'
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
                'custom_gateway' => [
                    'new_relic_query_key' => 'NRIQ-kFMnzCT5pnycxwUPYXyljK7qzF4AYP90',
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
        'date' => 'Tue, 15 Mar 2024 10:59:13 +0000'
    ]
];
