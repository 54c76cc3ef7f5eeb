<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Hashicorp Vault settings (loaded with $this->config->load('hashicorp_vault'))
| -------------------------------------------------------------------
*/
$config['access_token'] = 'hvb.AAAAAbrSUMG-bSAjFPPjnquDW2kqbOv1ewxuFw0Ixy3tp1j82RdpjsWhK3Kkv85CCgXAOrY0J3p6bfqJZ6Cd00wrVM2cTSLjvZ3j9_T2a3AraNnbaGFNpTN7l2tuDrKVywuHub2WPaTMFD-2JHTOcDPbK2aodhL3';
$config['hashicorp_vault_timeout'] = 10;
