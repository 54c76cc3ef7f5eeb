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
        'entityID' => 'https://sso.quillon.net/simplesaml/module.php/saml/sp/metadata.php/default-sp',
        'idp' => null,
        'discoURL' => null,
    ],

    'oauth-googleoidc' => [
        'authoauth2:OAuth2',
        'template' => 'GoogleOIDC',
        'clientId' => '299933102450-781n6ig7n7j9mw3rjdiwu5ty71ugk33u.apps.googleusercontent.com',
        'clientSecret' => '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',
    ],
];
