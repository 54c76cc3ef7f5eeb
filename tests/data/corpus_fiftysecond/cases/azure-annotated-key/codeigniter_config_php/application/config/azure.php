<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Azure settings (loaded with $this->config->load('azure'))
| -------------------------------------------------------------------
*/
$config['azure_ai_key'] = 'BfiwVGuCPz1l5J04jqH47OhbYwRQPf5UmHoamkPMhS6JYL0vd6ETJQQJ99ADACx3b8wVXJ3w3AAAJACOGVE7B';
$config['azure_timeout'] = 10;
