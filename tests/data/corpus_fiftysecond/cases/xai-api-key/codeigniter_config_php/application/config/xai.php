<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Xai settings (loaded with $this->config->load('xai'))
| -------------------------------------------------------------------
*/
$config['xai_api_key'] = 'xai-dzTYrCUxGfhd8sWjvdWHZyFiaIU1FA4JZVlCBiBhSLaHIljN4QXBT8KW1WDNqXY0WhJpAqxJCilk6UEL';
$config['xai_timeout'] = 10;
