<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Gitlab settings (loaded with $this->config->load('gitlab'))
| -------------------------------------------------------------------
*/
$config['trigger_token'] = 'glptt-e61025c7aa77947414b6dd16bb5b1735fcdb9057';
$config['gitlab_timeout'] = 10;
