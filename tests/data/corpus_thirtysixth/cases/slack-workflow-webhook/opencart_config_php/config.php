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

// Integrations
define('WORKFLOW_WEBHOOK', 'https://hooks.slack.com/workflows/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');
