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
$baseurl = 'https://dam.fernhill-publishing.org';

# Email settings
$email_notify = 'dam-admin@fernhill-publishing.org';
$email_from = 'noreply@fernhill-publishing.org';

# Paths
$imagemagick_path = '/usr/bin';
$ghostscript_path = '/usr/bin';
$ffmpeg_path = '/usr/bin';
$exiftool_path = '/usr/bin';
$antiword_path = '/usr/bin';
$pdftotext_path = '/usr/bin';

$applicationname = 'Fernhill DAM';
$homeanim_folder = 'filestore/system/slideshow';

# integrations (read by the site's plugins)
$upstash_redis_rest_url = 'https://apn1-grand-33548.upstash.io';
$upstash_redis_token = 'AbNPASQgNjg3Nzc0NGMtZjQxOC00MDFmLTg3YTItMWRiOTcwMzc4MWU3VTTpF5cWTGdlWa20pFhE0kzIfI/hW+UhP6HysNtBSlI=';
