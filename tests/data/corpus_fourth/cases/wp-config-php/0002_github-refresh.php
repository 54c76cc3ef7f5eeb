<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'LOG_LEVEL', 'info' );
define( 'GITHUB_REFRESH_TOKEN', 'ghr_RyLb1P2zMU6fRjHyrYPkvGpaRSwyksy82Vys24uzleQ24o2QnXdwT9CHC0q2nwtt5jf5VsICGkRX' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
