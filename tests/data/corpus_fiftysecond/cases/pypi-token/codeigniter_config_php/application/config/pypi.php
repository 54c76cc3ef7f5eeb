<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Pypi settings (loaded with $this->config->load('pypi'))
| -------------------------------------------------------------------
*/
$config['pypi_token'] = 'pypi-AgEIcHlwaS5vcmcCJGMyNzI2YmYzLWEwNTctNGZkOS1iOTZmLTNhM2YwZmM4MWVhMgACOXsidmVyc2lvbiI6IDEsICJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbImt3LXV0aWxzIl19fQAABiCcPYDVJTx5VEfno6Z55HQCja0XMB6F62jaRnnG_W69Ww';
$config['pypi_timeout'] = 10;
