<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Jfrog settings (loaded with $this->config->load('jfrog'))
| -------------------------------------------------------------------
*/
$config['jfrog_access_token'] = getenv('JFROG_REFERENCE_TOKEN');
$config['jfrog_timeout'] = 10;
