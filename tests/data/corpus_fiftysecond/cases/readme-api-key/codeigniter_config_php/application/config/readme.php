<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Readme settings (loaded with $this->config->load('readme'))
| -------------------------------------------------------------------
*/
$config['readme_api_key'] = 'rdme_ndai0dc56zqsccv5221euz56czwe77jakd0jz3jb39h76vqrsnq76aonfr8mks948z07p2';
$config['readme_timeout'] = 10;
