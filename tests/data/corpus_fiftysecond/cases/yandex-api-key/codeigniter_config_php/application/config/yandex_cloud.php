<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Yandex Cloud settings (loaded with $this->config->load('yandex_cloud'))
| -------------------------------------------------------------------
*/
$config['yc_folder_id'] = 'b1g5fkjng3k4cza4yfgy';
$config['yandex_cloud_timeout'] = 10;
