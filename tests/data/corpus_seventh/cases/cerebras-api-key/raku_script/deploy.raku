#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<CEREBRAS_API_KEY> = 'csk-w2s6kb9olemsy8xybwhh63qh72b603kn497trbhzz99oev45';
my $client = Cro::HTTP::Client.new(base-uri => 'https://edge.palisade.io/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/billing', body => { commit => 'c3fb3a912ec6d7e8aae6c67bf2a6b8e8252aafb2' });
say $resp.status;
