<?php

global $log_all_errors;
$log_all_errors = FALSE;

//********************************************************************************************************************
// MYSQL DATABASE CONNECTION:
// Replace the values inside the quotes below with the values for your MySQL database host, database name, username, and password.

$hostname 	= 'mysql.fernhill-college.edu';
$db 		= 'redcap';
$username 	= 'redcap_app';
$password 	= 'H85V_aJdBkAMzHwv';

// You may optionally utilize a database connection over SSL/TLS for improved security. To do so, at minimum
// you must provide the path of the key file, the certificate file, and certificate authority file.
$db_ssl_key  	= '';		// e.g., '/etc/mysql/ssl/client-key.pem'
$db_ssl_cert 	= '';		// e.g., '/etc/mysql/ssl/client-cert.pem'
$db_ssl_ca 		= '';		// e.g., '/etc/mysql/ssl/ca-cert.pem'
$db_ssl_capath 	= NULL;
$db_ssl_cipher 	= NULL;
$db_ssl_verify_server_cert = false; // Set to TRUE to force the database connection to verify the SSL certificate
