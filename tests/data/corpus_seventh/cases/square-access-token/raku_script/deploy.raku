#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<SQUARE_ACCESS_TOKEN> = 'EAAAE95Hx…';
my $client = Cro::HTTP::Client.new(base-uri => 'https://orders.larkspur.dev/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/billing', body => { commit => 'f495e9a4cf6e9b86c05e4b8ea0bd3af19c858054' });
say $resp.status;