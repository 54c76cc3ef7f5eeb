<?php
// APPLICATION
define('APPLICATION', 'Catalog');

// HTTP
define('HTTP_SERVER', 'https://shop.palisade.io/');

// DIR
define('DIR_OPENCART', '/var/www/opencart/');
define('DIR_APPLICATION', DIR_OPENCART . 'catalog/');
define('DIR_EXTENSION', DIR_OPENCART . 'extension/');
define('DIR_STORAGE', '/var/www/storage/');

// DB
define('DB_DRIVER', 'mysqli');
define('DB_HOSTNAME', 'localhost');
define('DB_USERNAME', 'opencart');
define('DB_DATABASE', 'opencart');
define('DB_PORT', '3306');
define('DB_PREFIX', 'oc_');

// Integrations
define('MAXMIND_ACCOUNT_ID', '370352');
define('API_KEY', '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');
