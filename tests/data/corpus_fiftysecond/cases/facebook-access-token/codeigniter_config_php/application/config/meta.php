<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Meta settings (loaded with $this->config->load('meta'))
| -------------------------------------------------------------------
*/
$config['instagram_access_token'] = 'EAAMuA69hSq1oywiNgxvzaqE1aLaUYrgkytzy0D4yCqQtq1UHH0lYUQZT8BMF33sfC93lPdp0yEfwU1MPWelfBWeaRAOuBQ4dRhLkvHuo1shF8ZWsQyryI6s3aYNGyInVWImZbxa7embDZmkiMx3L2hlAXDFX8R5OGmVg5QiLj3G7zyLYKvMmeYvbFgAdu';
$config['meta_timeout'] = 10;
