<?php
// config/services.php

return [
    'app_name' => 'orders',
    'tls_key' => <<<'EOT'
-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEINdNk7dXrOu6+GPmHUU5L/PXloeXXRt7wFFjs1kWBHQp
-----END PRIVATE KEY-----
EOT,
];
