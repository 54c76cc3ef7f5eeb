<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Fly Io settings (loaded with $this->config->load('fly_io'))
| -------------------------------------------------------------------
*/
$config['token'] = 'fo1_m7wREoy7wF5L4S_Jsxu5BTZeU_X0gjR-V_dapmGXw0j';
$config['fly_io_timeout'] = 10;
