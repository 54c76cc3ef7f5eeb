#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<SLACK_TRIGGER_URL> = 'https://hooks.slack.com/triggers/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';
my $client = Cro::HTTP::Client.new(base-uri => 'https://orders.larkspur.dev/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/billing', body => { commit => 'cd9e89bc62f68468c22b449ab128c8461f0a89f4' });
say $resp.status;