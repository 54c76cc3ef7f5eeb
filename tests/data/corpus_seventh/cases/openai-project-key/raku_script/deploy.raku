#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<OPENAI_API_KEY> = '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';
my $client = Cro::HTTP::Client.new(base-uri => 'https://svc.cobaltpeak.ca/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/notifier', body => { commit => '60dc7f0b5d76685f68fec83beece0549a8244a1c' });
say $resp.status;
