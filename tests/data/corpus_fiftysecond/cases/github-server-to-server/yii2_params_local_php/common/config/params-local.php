<?php
return [
    'adminEmail' => 'it@millbrook-hardware.co.uk',
    'senderEmail' => 'noreply@millbrook-hardware.co.uk',
    'senderName' => 'Millbrook Hardware mailer',
    'user.passwordResetTokenExpire' => 3600,
    'github.githubToken' => 'ghs_lrVHqghwiJraAuiC8QVzmZ9cX7pHD686vm9s',
];
