<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Neon settings (loaded with $this->config->load('neon'))
| -------------------------------------------------------------------
*/
$config['neon_api_key'] = 'napi_d20oavy40mkn6z3q17qk39412hfqo74quqngm3rrivp2as6tn7j7xwl6z468j1tm';
$config['neon_timeout'] = 10;
