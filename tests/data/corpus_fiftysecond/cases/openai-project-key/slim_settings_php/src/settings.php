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
            'name' => 'stock',
            'path' => isset($_ENV['docker']) ? 'php://stdout' : __DIR__ . '/../logs/app.log',
            'level' => \Monolog\Logger::INFO,
        ],

        'openai' => [
            'openai_apikey' => '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',
        ],
    ],
];
