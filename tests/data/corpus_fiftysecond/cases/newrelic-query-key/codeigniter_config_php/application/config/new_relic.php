<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| New Relic settings (loaded with $this->config->load('new_relic'))
| -------------------------------------------------------------------
*/
$config['new_relic_query_key'] = 'NRIQ-pJJnltTmtKOSDTEXcLMZePq4ccTj9ByD';
$config['new_relic_timeout'] = 10;
