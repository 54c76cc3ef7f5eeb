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
            'name' => 'shop',
            'path' => isset($_ENV['docker']) ? 'php://stdout' : __DIR__ . '/../logs/app.log',
            'level' => \Monolog\Logger::INFO,
        ],

        'twilio' => [
            'api_key' => 'SKe5026d3ab41787c71fdc287f9e390bf5',
            'key_secret' => '0G9aqcJz7KqSXxuHrdsdPXbh6vjB2QFs',
        ],
    ],
];
