<?php
return [
    'adminEmail' => 'it@pinecrest-motors.com',
    'senderEmail' => 'noreply@pinecrest-motors.com',
    'senderName' => 'Pinecrest Motors mailer',
    'user.passwordResetTokenExpire' => 3600,
    'slack.apiToken' => 'xoxe.xoxp-1-xh4drIY3aOVxoPsiGimlzZQxATQ8UBcmYV2eCMB3j21kaansIp9GoLjWRF3eAyTxPPtBpCb7W3ATwZGfHWXmGKKUDxVxLaR6ae0Iug7BTF400TxvHFVGJig5krG6FQhji4wi3OewfpKlGYCYPn0G6KPVgkFVNkKrZjeA',
];
