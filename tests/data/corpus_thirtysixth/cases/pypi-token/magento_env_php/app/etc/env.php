<?php
return [
    'backend' => [
        'frontName' => 'admin_ve5dwe'
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
                    'pypi_password' => 'pypi-AgEIcHlwaS5vcmcCJDZkOGI3MTI2LWM5NzAtNDA5NS04ZjVhLWU3MWYwZTRmMjk0NAACOXsidmVyc2lvbiI6IDEsICJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbImt3LXV0aWxzIl19fQAABiAKypLkQQN3PGrrFAbP4ZbTr3BfuiGSWC9ZzeCkscjGZA',
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
        'date' => 'Tue, 06 Mar 2024 10:05:13 +0000'
    ]
];
