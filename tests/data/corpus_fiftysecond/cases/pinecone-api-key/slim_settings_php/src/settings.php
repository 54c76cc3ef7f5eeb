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

        'pinecone' => [
            'pinecone_key' => 'pcsk_f8aimN_06c4BYrAHBkuGFRb4izaLLnex2noMAcMJ6n53wGXdT09M4bSzWkcZy0DoH5IqoS',
        ],
    ],
];
