<?php
###############################
## ResourceSpace
## Local Configuration Script
###############################

# All custom settings should be entered in this file.
# Options may be copied from config.default.php and configured here.

# MySQL database settings
$mysql_server = 'localhost';
$mysql_username = 'resourcespace_rw';
$mysql_password = getenv('RS_DB_PASSWORD');
$mysql_db = 'resourcespace';

# Base URL of the installation
$baseurl = 'https://dam.kestrel-journal.com';

# Email settings
$email_notify = 'dam-admin@kestrel-journal.com';
$email_from = 'noreply@kestrel-journal.com';

# Paths
$imagemagick_path = '/usr/bin';
$ghostscript_path = '/usr/bin';
$ffmpeg_path = '/usr/bin';
$exiftool_path = '/usr/bin';
$antiword_path = '/usr/bin';
$pdftotext_path = '/usr/bin';

$applicationname = 'Kestrel DAM';
$homeanim_folder = 'filestore/system/slideshow';

# integrations (read by the site's plugins)
$installation_access_token = 'ghs_JIEOPalw1uZzJZoxUqIUtLn9gWsgl90tYI86';
