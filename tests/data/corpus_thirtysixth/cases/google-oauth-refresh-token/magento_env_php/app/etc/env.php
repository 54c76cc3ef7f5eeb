<?php
return [
    'backend' => [
        'frontName' => 'admin_dq0pdv'
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
            'newsletter' => [
                'mailchimp' => [
                    'GOOGLE_CLIENT_ID' => '942186039262-y5behj05v1ewzarngbwzz933qm0aez9c.apps.googleusercontent.com',
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
        'date' => 'Tue, 07 Mar 2024 10:21:13 +0000'
    ]
];
