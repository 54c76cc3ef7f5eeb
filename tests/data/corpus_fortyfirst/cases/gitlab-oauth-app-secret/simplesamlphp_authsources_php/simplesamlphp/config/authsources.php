<?php

$config = [
    /*
     * This is a authentication source which handles admin authentication.
     */
    'admin' => [
        // The default is to use core:AdminPassword, but it can be replaced with
        // any authentication source.

        'core:AdminPassword',
    ],

    'default-sp' => [
        'saml:SP',
        'entityID' => 'https://sso.cobaltpeak.ca/simplesaml/module.php/saml/sp/metadata.php/default-sp',
        'idp' => null,
        'discoURL' => null,
    ],

    'oauth-gitlab' => [
        'authoauth2:OAuth2',
        'template' => 'GitLab',
        'clientId' => 'b0494dc7d5ced6a6f329c992a022f332fdd6d9a701a3c783b0bbc1b24abee142',
        'clientSecret' => 'gloas-_qHNtVR161Bw1O19D1EQfbzhXjJliasUyUqmoPH6X1Hlg5eVwGmcqaTeXSPGJ1Tx',
    ],
];
