<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Postman settings (loaded with $this->config->load('postman'))
| -------------------------------------------------------------------
*/
$config['x_api_key'] = getenv('POSTMAN_API_KEY');
$config['postman_timeout'] = 10;
