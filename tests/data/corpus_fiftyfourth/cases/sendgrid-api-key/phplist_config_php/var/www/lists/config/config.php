<?php

/*

* ==============================================================================================================
*
*
* The minimum requirements to get phpList working are in this file.
* If you are interested in tweaking more options, check out the config_extended.php file
* or visit http://resources.phplist.com/system/config
*
* ** NOTE: To use options from config_extended.php, you need to copy them to this file **
*
==============================================================================================================

*/

// what is your Mysql database server hostname
$database_host = 'localhost';

// what is the name of the database we are using
$database_name = 'phplistdb';

// what user has access to this database
$database_user = 'phplist';

// and what is the password to login to control the database
$database_password = getenv('PHPLIST_DB_PASSWORD');

// if you have an SMTP server, set it here. Otherwise it will use the normal php mail() function
//# if your SMTP server is called "smtp.mydomain.com" you enter this below like this:
//#
//#     define("PHPMAILERHOST",'smtp.mydomain.com');

define('PHPMAILERHOST', 'smtp.sendgrid.net');

// if you want to use smtp authentication when sending the email uncomment the following
// two lines and set the username and password to be the correct ones
$phpmailer_smtpuser = 'apikey';
$phpmailer_smtppassword = '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';
define('PHPMAILERPORT', 587);
define('PHPMAILER_SECURE', 'tls');

// if TEST is set to 1 (not 0) it will not actually send ANY messages, but display what it would have sent
define('TEST', 0);

define('MAILQUEUE_BATCH_SIZE', 0);
define('MAILQUEUE_BATCH_PERIOD', 3600);
define('MAILQUEUE_THROTTLE', 1);
