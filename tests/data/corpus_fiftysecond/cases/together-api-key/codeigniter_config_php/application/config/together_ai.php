<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Together Ai settings (loaded with $this->config->load('together_ai'))
| -------------------------------------------------------------------
*/
$config['together_api_key'] = '044bff2319a42f40809f889ba34925f19292149f909c76f9cc50b5a5ec762d61';
$config['together_ai_timeout'] = 10;
