<?php
// config/services.php

return [
    'app_name' => 'orders',
    'sentry_environment' => 'prod',
    'app_env' => 'production',
    'heroku_app_id' => 'ef05b02a-ff33-41fa-9c6b-cc6a584f64fd',
    'db_host' => 'db.internal.example.net',
];
