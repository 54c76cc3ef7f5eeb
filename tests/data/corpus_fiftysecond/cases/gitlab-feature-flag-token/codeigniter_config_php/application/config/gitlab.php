<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Gitlab settings (loaded with $this->config->load('gitlab'))
| -------------------------------------------------------------------
*/
$config['gitlab_ff_client_token'] = 'glffct-lrgd4NmfB6eOTrxPKCnM';
$config['gitlab_timeout'] = 10;
