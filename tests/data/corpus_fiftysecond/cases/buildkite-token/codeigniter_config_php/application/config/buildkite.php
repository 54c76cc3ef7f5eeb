<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Buildkite settings (loaded with $this->config->load('buildkite'))
| -------------------------------------------------------------------
*/
$config['buildkite_api_token'] = 'bkua_dc088163d0412f32801e1c38ff45fb3c998a097e';
$config['buildkite_timeout'] = 10;
