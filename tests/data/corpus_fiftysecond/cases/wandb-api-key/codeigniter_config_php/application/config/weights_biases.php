<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Weights Biases settings (loaded with $this->config->load('weights_biases'))
| -------------------------------------------------------------------
*/
$config['wandb_api_key'] = 'ca590068d4150e894eaa41ed695a8153bfb3a570';
$config['weights_biases_timeout'] = 10;
