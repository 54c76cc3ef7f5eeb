#!/usr/bin/perl
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $openrouter_api_key = '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';
my $ua = LWP::UserAgent->new(timeout => 20, agent => 'sync-orders/1.4');
my $res = $ua->get('https://gw.orbitfreight.com/v1/orders?since=' . (time - 3600));
die $res->status_line unless $res->is_success;
my $orders = decode_json($res->decoded_content);
printf "%d orders\n", scalar @{$orders->{data}};
