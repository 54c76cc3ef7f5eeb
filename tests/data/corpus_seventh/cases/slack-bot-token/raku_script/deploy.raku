#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<BOT_USER_OAUTH_TOKEN> = 'xoxb-8726383551681-9580314914552-mnDg607HwXotSMBZzIqNML0q';
my $client = Cro::HTTP::Client.new(base-uri => 'https://internal.quillon.net/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/billing', body => { commit => '73b9a0c3555025c95aa8ff2f28ad65d5798d7450' });
say $resp.status;