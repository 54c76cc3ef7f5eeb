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
$session_token = 'IQoJb3JpZ2luX2VjEIuuamb00COGvLQvOWTYQ67P/m+qJl1IL/dy11aVb5G9idHm1/XIvLz0qxlrU9KzRzMP5+DcsfXGUm0Ffnt0XapPqABG36TUUgBf43IzE5YS2/i6qmktR4VSiuRF3b8y9YoaT5iIhE2D60riXas6AU0ZVs3jid33UqhVlk74GIoFsc7hEk73J3oAVAyT0pbEeTI+pPorEnfuwNwbsquv0ksHgdKCvehjITlgtg1y5hqbv01B25qAE1LN0z7/bb+IgRu1p93jBBRVkZH8+aspc8ZOKVsbWgDgFP22yrc27uOdCTUAEbjWP0dRM7Np5Q+wb68sWhZCl07O+tAljfeH9L13/S35vkdtcv2on4sHxpa2/RlGjRfrukMwQa6m56kJuTQoIBtNmMgxwPPNScLBDU8XorCdphKAZaYjI4Nx9drxM+blSHuSzrXkIvEgvsR3Z4W4ACl09II19W3SjeWL3l5DkCOM4Bv4oaUyyVv4Si078hb+Jt0xadNxNF1rSFnNCnSS++FpdGnQDUpq17VShNEeuK2g3zaBKBXYGS1RehgJYOqlqFnjVKGglfogvhTp9soJIE5+lhYuK1HX1wTEhJJd56eL9DSbHJCPYYz37L4DAm/RtgR4p9PnZqxd9E57LcV7SLv5XxeurH+VKBlNAJYQeRbH8ggb33YD8+Ngozw34dfAnfI4ELWFFevjS9EampTYQM8eM1RMWm/O393gw41kgfdh2n4H7BCcDjv61dXP7V4Z1Xo=';
