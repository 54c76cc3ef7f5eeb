<?php
// config/services.php

return [
    'app_name' => 'orders',
    'port' => '8080',
    'sentry_environment' => 'prod',
    'trigger_token' => 'glptt-b4e014669e6635a594327862b6698434c23873b6',
    'app_env' => 'production',
];
