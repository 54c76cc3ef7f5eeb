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

        'easypost' => [
            'easypost_api_key' => 'EZAKSIrmOkS4PtWwnkfMQoK2phToi1yAeJK99iLUHcaGTrDbfQcoVV3hzC',
        ],
    ],
];
