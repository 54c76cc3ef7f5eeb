<?php
return [
    'backend' => [
        'frontName' => 'admin_c3fzgl'
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
                    'jira_email' => 'priya.n@kestrelworks.io',
                    'atlassian_api_token' => 'ATATT3xFfGF0YkGo8MJyQ7PyGFXwO6UKHxnSzXRovseHyc-O1cEtaxO4831OEsMVOHnD69t0N1qFX7TJ5_aczqZj26jJaNBXhUdtaLOToyqZ_1ESheZ6LirLtm4wk9J8UlghAoN9DuT9o7NTGg7Nrx2uhsymZ_rrCckws_-AvbXn11blrJXEB9j=ED492FD4',
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
        'date' => 'Tue, 21 Mar 2024 10:37:13 +0000'
    ]
];
