#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<SPLUNK_HEC_TOKEN> = '7ff51f55-23ca-4b3c-a437-9adc43b38451';
my $client = Cro::HTTP::Client.new(base-uri => 'https://billing.fernhill.com/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/checkout', body => { commit => '517675f4ebb88518f416fce20d5fbf4544da75f7' });
say $resp.status;
