<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'CACHE_TTL_SECONDS', '300' );
define( 'ACCESS_KEY', 'CCIPRJ_tlOLOwJYRnxvaFvQ0HhmbX_092eeb45c658fcda77e13f256fe6b275d89a91e0' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
