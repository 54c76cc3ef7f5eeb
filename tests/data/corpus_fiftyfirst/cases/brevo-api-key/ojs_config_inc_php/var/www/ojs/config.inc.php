; <?php exit(); // DO NOT DELETE ?>
; DO NOT DELETE THE ABOVE LINE!!!
; Doing so will expose this configuration file through your web site!
; Before deleting the above line, make sure this file is in a safe location
; outside of the web document root.

;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;
;
; config.inc.php
;
; OJS Configuration settings.
;
;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;

;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;
; General Settings ;
;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;

[general]

installed = On

base_url = "https://journals.kestrel-university.ac.nz"

session_cookie_name = OJSSID
session_lifetime = 30

time_zone = "UTC"

;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;
; Database Settings ;
;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;

[database]

driver = mysqli
host = localhost
; the www-data account authenticates over the local socket (auth_socket), so no password here
username = www-data
password = ""
name = ojs

; Set the non-standard port and/or socket, if used
; port = 3306
unix_socket = /var/run/mysqld/mysqld.sock

; Database collation
; collation = utf8_general_ci

debug = Off

;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;
; Email Settings ;
;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;

[email]

; Use SMTP for sending mail instead of mail()
smtp = On
smtp_server = smtp-relay.brevo.com
smtp_port = 587

; Enable SMTP authentication
; Supported smtp_auth: ssl, tls (see PHPMailer SMTPSecure)
smtp_auth = tls
smtp_username = c8098e@smtp-brevo.com
smtp_password = "xsmtpsib-f92f1f4f3d2c3bd3a00467596229f11196096e6a6c8b9d54594a8b2243c798ee-EIv9FN7KYPDTBL4k"

; Default envelope sender to use if none is specified elsewhere
default_envelope_sender = journals@kestrel-university.ac.nz
