<?php
// config/services.php

return [
    'app_name' => 'orders',
    'netrc' => <<<'EOT'
machine artifacts.example.net login deploy password XXXXXXXX
EOT,
];
