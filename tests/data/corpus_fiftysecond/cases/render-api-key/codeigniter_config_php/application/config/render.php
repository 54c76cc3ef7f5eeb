<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Render settings (loaded with $this->config->load('render'))
| -------------------------------------------------------------------
*/
$config['render_api_key'] = 'rnd_o8VHFQZJQlnYFjhiRj62BGJX';
$config['render_timeout'] = 10;
