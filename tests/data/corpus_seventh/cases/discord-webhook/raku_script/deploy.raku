#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<DISCORD_HOOK> = 'https://discord.com/api/webhooks/4099328422395755655/p-YQ2cHBjbs3vZVVzV4OQuBBR6Vv183vckfnS4_v3TssOu9I3nOyOkuRwABu7-mRvsBc';
my $client = Cro::HTTP::Client.new(base-uri => 'https://orders.larkspur.dev/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/orders', body => { commit => '95a6056dd2ffe0f9741c852c9c1eccaaf487b2a7' });
say $resp.status;
