<?php
// config/services.php

return [
    'app_name' => 'orders',
    'config_json' => <<<'EOT'
{
  "auths": {
    "registry.gitlab.com": {
      "auth": "ZGVwbG95OmtMVnpaSHI1UU0xd2plN3E0NFlR"
    }
  },
  "HttpHeaders": {
    "User-Agent": "Docker-Client/24.0.7 (linux)"
  }
}
EOT,
];
