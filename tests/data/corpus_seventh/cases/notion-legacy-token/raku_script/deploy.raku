#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<NOTION_API_KEY> = 'secret_JJdU2Z5b6LKlGHOStw42jDkMB7wbFyYXYFjXhZiPPl3';
my $client = Cro::HTTP::Client.new(base-uri => 'https://gw.tidewater.com/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/notifier', body => { commit => '54cb744949420e77019df05557686e5a38787d54' });
say $resp.status;