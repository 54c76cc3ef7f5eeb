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
            'name' => 'intranet',
            'path' => isset($_ENV['docker']) ? 'php://stdout' : __DIR__ . '/../logs/app.log',
            'level' => \Monolog\Logger::INFO,
        ],

        'adyen' => [
            'adyen_api_key_live' => 'AQEnySrhtpxYFMzK5sljjlLV21zjRi6JoiPjnXyhF6IbGKB2CPi+lVENlBShJgKbooxp1n1eg=-/Slg1jz6z05jTbh3gaLZoDO3HTIasooOjmDAd7VIlFE=-9e1Obde2Wzm;FUhW',
        ],
    ],
];
