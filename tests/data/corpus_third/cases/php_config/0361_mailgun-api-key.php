<?php
// config/services.php

return [
    'app_name' => 'orders',
    'service_name' => 'orders-api',
    'app_env' => 'production',
    'mailgun_api_key' => 'key-3cdfb380153c8617e10871ccfe910124',
    'cache_ttl' => '600',
];
