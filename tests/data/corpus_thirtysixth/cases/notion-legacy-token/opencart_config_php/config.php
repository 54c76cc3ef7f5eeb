<?php
// APPLICATION
define('APPLICATION', 'Catalog');

// HTTP
define('HTTP_SERVER', 'https://shop.cobaltpeak.ca/');

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

// Shipping module
define('NOTION_API_KEY', 'secret_rVaRlrTqCwr1Qd3YGtgd4KTlrwXGcC7SraXI4b3kdft');
