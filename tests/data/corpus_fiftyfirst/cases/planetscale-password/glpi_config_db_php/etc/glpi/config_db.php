<?php
class DB extends DBmysql {
   public $dbhost = 'aws.connect.psdb.cloud';
   public $dbuser = 'glpi';
   public $dbpassword = 'pscale_pw_isWS432TsU5ZYgJ6qLbR7yPQYdL-hFZqINDaEE7y5Vb';
   public $dbdefault = 'glpi';
   public $use_utf8mb4 = true;
   public $allow_myisam = false;
   public $allow_datetime = false;
   public $allow_signed_keys = false;
}
