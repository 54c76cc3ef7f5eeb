<?php
// config/services.php

return [
    'app_name' => 'orders',
    'my_cnf' => <<<'EOT'
[client]
user=backup
password=TI3sUga6U7T6AMayRUNL
host=mysql.prod.internal
port=3306
EOT,
];
