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

        '1password' => [
            'op_service_account_token' => 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6ImZWZ3lHWFphYTJmekNBdm5yenVNeTUifSwiZW1haWwiOiJrM3VmaDZqYzEyaWRkQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiMTAxZGI1MGRiMGEzODg3NGFmOWQwZmMzNjRlYmRjYmY1YmRkN2Q2ZjRlNmQwYzU1MTU0MDk0YWM5ZTU0ZTQxMSIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiUWxhSV9KTS01U0FobUFOM2JYZl9IWVJBdU0tQ0FYNWk3dklmX2JsRFA5eCIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtVTRYWDFOLU9XUlNZVC05RjFRUS1DOThYWi1TQjMwNi1RN1FVMyIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiJjMWNhODE4OWJlZDQ3YTk3ZTM1NjliYTUyZGE1MDdmMzIyYTVkZDQyYjBjNDk5NGUyODc5NzNkOTUwYjk3YTlmIiwidXVpZCI6IkU0RzNGMjFBOEpKOFRBRUI1VjRPSklKTVg4In0sImRldmljZVV1aWQiOiJqdXJhOXpjNWxtYzdoNDFxMXdrYXJ0ZXJ6dyJ9',
        ],
    ],
];
