<?php
class JConfig {
	public $offline = false;
	public $offline_message = 'This site is down for maintenance.<br>Please check back again soon.';
	public $sitename = 'Fernhill Outdoor';
	public $editor = 'tinymce';
	public $captcha = '0';
	public $list_limit = 20;
	public $access = 1;
	public $debug = false;
	public $dbtype = 'mysqli';
	public $host = 'localhost';
	public $user = 'joomla';
	public $db = 'joomla_prod';
	public $dbprefix = 'laeoy_';
	public $live_site = '';
	public $force_ssl = 2;
	public $mailonline = true;
	public $mailer = 'smtp';
	public $mailfrom = 'noreply@kestrelworks.io';
	public $fromname = 'Website';
	public $smtpauth = true;
	public $smtpuser = 'noreply@kestrelworks.io';
	public $smtphost = 'smtp.kestrelworks.io';
	public $smtpsecure = 'tls';
	public $smtpport = 587;
	public $connectionstrings__sql = 'Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=inventory;Persist Security Info=False;User ID=jdoe;Password={your_password};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;';
	public $caching = 0;
	public $cache_handler = 'file';
	public $cachetime = 15;
	public $MetaDesc = '';
	public $sef = true;
	public $sef_rewrite = true;
	public $log_path = '/var/www/html/administrator/logs';
	public $tmp_path = '/var/www/html/tmp';
	public $lifetime = 15;
	public $session_handler = 'database';
	public $shared_session = false;
}