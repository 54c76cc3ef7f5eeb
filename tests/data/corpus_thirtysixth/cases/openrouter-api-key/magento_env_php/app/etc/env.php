<?php
return [
    'backend' => [
        'frontName' => 'admin_hamz66'
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
            'payment' => [
                'mailchimp' => [
                    'OR_API_KEY' => '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',
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
        'date' => 'Tue, 28 Mar 2024 10:14:13 +0000'
    ]
];
