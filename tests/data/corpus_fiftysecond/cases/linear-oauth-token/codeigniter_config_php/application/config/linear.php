<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Linear settings (loaded with $this->config->load('linear'))
| -------------------------------------------------------------------
*/
$config['linear_oauth_token'] = 'lin_oauth_45b51776f662f71043764227e06809feb6c26ad3b987bbb6ab492cddd4884788';
$config['linear_timeout'] = 10;
