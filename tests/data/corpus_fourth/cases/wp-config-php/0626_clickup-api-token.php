<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'RETRY_MAX_ATTEMPTS', '5' );
define( 'AUTH_TOKEN', 'pk_37414432_W89Z2RJ78PLXPWAAXSEI41W77YGNPMS6' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
