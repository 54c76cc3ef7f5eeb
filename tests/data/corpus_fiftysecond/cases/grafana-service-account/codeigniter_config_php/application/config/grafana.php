<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Grafana settings (loaded with $this->config->load('grafana'))
| -------------------------------------------------------------------
*/
$config['grafana_service_account_token'] = 'glsa_Z4HE96vMS2ta9Gs4vJ10DPyGOUfdSH9y_10457fbc';
$config['grafana_timeout'] = 10;
