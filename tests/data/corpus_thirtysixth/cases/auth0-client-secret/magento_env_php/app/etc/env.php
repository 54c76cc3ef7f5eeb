<?php
return [
    'backend' => [
        'frontName' => 'admin_w3u3cz'
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
            'services' => [
                'stripe_payments' => [
                    'auth0_client_id' => 'jS19Z0meoNXF04NNUr7SaXjaJ26yjDGe',
                    'auth0_domain' => 'nw-prod.us.auth0.com',
                    'auth0_secret' => 'Cr-Lu_P9-9Kfo9FLd0j-XwznxEJgvurniYruqtZP6Ix2TrX5h8QvlnQ0csTlnn76',
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
        'date' => 'Tue, 20 Mar 2024 10:27:13 +0000'
    ]
];
