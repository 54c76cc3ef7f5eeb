<?php
// config/services.php

return [
    'app_name' => 'orders',
    'log_level' => 'info',
    'db_host' => 'db.internal.example.net',
    'servicebus_connection_string' => 'Endpoint=sb://tqxnwk-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=vNoSkRZU4jsvEJpKmD53G0ts/ISKAomSkeoSXuaZyA8=',
    'cache_ttl' => '600',
];
