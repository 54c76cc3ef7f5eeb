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

        'gitlab' => [
            'gitlab_app_secret' => 'gloas-pp2gHV_aq9CNHkLH7y6YgpdO4mAbF2V-2B0qmtuXYv50he50ihnElLs7qB267yto',
        ],
    ],
];
