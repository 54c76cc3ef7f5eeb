<?php
// config/services.php

return [
    'app_name' => 'orders',
    'app_env' => 'production',
    'feature_flags' => 'search,billing',
    'aws_secret_access_key' => 'z6tFguah+NTQTRbNlE4iGLlEro3Ycdg0YbRjmAdn',
    'service_name' => 'orders-api',
];
