<?php
// config/services.php

return [
    'app_name' => 'orders',
    'timeout_ms' => '3000',
    'port' => '8080',
    'slack_user_token' => 'xoxp-143307736142-103032530143-5693082512751-7532560241b6ea2649c5a05e95ff3344',
    'cache_ttl' => '600',
];
