<?php
return [
    'adminEmail' => 'it@oakhurst-vets.co.uk',
    'senderEmail' => 'noreply@oakhurst-vets.co.uk',
    'senderName' => 'Oakhurst Vets mailer',
    'user.passwordResetTokenExpire' => 3600,
    'atlassian.jiraUser' => 'svc_orders@larkspur.dev',
    'atlassian.jiraToken' => 'tebSn4UY76jLOBMm2yrrK4Gd',
];
