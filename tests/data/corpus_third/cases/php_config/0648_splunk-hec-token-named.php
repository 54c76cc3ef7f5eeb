<?php
// config/services.php

return [
    'app_name' => 'orders',
    'port' => '8080',
    'sentry_environment' => 'prod',
    'splunk_hec_token' => 'b8160d32-602a-4f54-b99a-d29c0dff8fbf',
    'aws_region' => 'eu-west-1',
];
