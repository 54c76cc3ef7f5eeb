<?php
return [
    'settings' => [
        'displayErrorDetails' => false, // set to false in production
        'addContentLengthHeader' => false, // Allow the web server to send the content-length header

        // Renderer settings
        'renderer' => [
            'template_path' => __DIR__ . '/../templates/',
        ],

        // Monolog settings
        'logger' => [
            'name' => 'orders',
            'path' => isset($_ENV['docker']) ? 'php://stdout' : __DIR__ . '/../logs/app.log',
            'level' => \Monolog\Logger::INFO,
        ],

        'hashicorp_terraform' => [
            'tf_token_app_terraform_io' => 'shnR5npu5mxf2a.atlasv1.1A5SzpCzRDBNfGofJB3Rm7MbBd1eHNVkHBDektopElAFVBnMAYufXvDpFJZ6Z3VsgAk',
        ],
    ],
];
