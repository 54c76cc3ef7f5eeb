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

        'typeform' => [
            'typeform_token' => 'tfp_qVyA02y2JNWmErJNhnB05HAM7lqbZMEW966iYowWfxGj_PNHKzCu9ZjYyG1',
        ],
    ],
];
