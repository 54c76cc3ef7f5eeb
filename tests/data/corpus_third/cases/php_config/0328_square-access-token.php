<?php
// config/services.php

return [
    'app_name' => 'orders',
    'cache_ttl' => '600',
    'service_name' => 'orders-api',
    'square_access_token' => 'EAAAxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    'timeout_ms' => '3000',
];
