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
            'name' => 'portal',
            'path' => isset($_ENV['docker']) ? 'php://stdout' : __DIR__ . '/../logs/app.log',
            'level' => \Monolog\Logger::INFO,
        ],

        'anthropic' => [
            'api_token' => 'sk-ant-admin01-g9sUnl3hbw0qsoYYSqaYYct6fpp1V3RBA7yvzfnSCgo6sVsvFQcx6o_fbVemlYQ_RmzPKg6fZvEFkdYnAGReSqebFvwepAA',
        ],
    ],
];
