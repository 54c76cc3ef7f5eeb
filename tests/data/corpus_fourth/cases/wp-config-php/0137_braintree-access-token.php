<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'CACHE_TTL_SECONDS', '300' );
define( 'BRAINTREE_ENVIRONMENT', 'production' );
define( 'BRAINTREE_ACCESS_TOKEN', 'access_token$production$FAKEFAKEFAKEFAKE$FAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKE' );
define( 'LOG_LEVEL', 'info' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
