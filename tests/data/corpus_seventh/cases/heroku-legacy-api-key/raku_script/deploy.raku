#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<HEROKU_API_KEY> = '533f5227-8681-4faa-be17-4381d3a40260';
my $client = Cro::HTTP::Client.new(base-uri => 'https://internal.quillon.net/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/billing', body => { commit => '8aca3e1a9b6df6d73115554f90ba5a19a918fa3a' });
say $resp.status;
