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

        'mongodb_atlas' => [
            'mongodb_atlas_public_key' => 'twdodptq',
            'atlas_private_api_key' => '72fb329e-a88e-496f-940d-af7b80d7c7c2',
        ],
    ],
];
