<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Travis Ci settings (loaded with $this->config->load('travis_ci'))
| -------------------------------------------------------------------
*/
$config['travis_access_token'] = 'ZkoiFZVcq8v8vVxKQ2oytU';
$config['travis_ci_timeout'] = 10;
