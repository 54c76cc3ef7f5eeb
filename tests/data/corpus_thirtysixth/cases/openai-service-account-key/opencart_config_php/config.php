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
define('OPENAI_API_KEY', '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');
