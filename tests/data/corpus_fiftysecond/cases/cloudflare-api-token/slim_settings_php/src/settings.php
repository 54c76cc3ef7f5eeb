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

        'cloudflare' => [
            'cf_api_token' => 'cfut_HIuVgJoYRZjl2Vgesk8ppEGym8nD3CYkhOuXbFZI3b858c44',
        ],
    ],
];
