#!/usr/bin/perl
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $gh_oauth_access_token = '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';
my $ua = LWP::UserAgent->new(timeout => 20, agent => 'sync-orders/1.4');
my $res = $ua->get('https://edge.bluefin.io/v1/orders?since=' . (time - 3600));
die $res->status_line unless $res->is_success;
my $orders = decode_json($res->decoded_content);
printf "%d orders\n", scalar @{$orders->{data}};
