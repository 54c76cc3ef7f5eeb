<?php
return [
    'backend' => [
        'frontName' => 'admin_ota6p8'
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
                    'DOCKER_IMAGE_DIGEST' => 'sha256:e43f5921ba6ddc233a312b5c894719ee81bca0ab60d79c9ca82aa9ccd226e0fb',
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
        'date' => 'Tue, 09 Mar 2024 10:26:13 +0000'
    ]
];
