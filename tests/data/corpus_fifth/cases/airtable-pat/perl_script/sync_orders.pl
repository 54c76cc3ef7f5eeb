#!/usr/bin/perl
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $airtable_api_key = 'patU4S2f5AjK4sYBg.6bcd0d590ddb3512b3fda6b039c3fc0398fda8398829f96e8fe458294f7c6afb';
my $ua = LWP::UserAgent->new(timeout => 20, agent => 'sync-orders/1.4');
my $res = $ua->get('https://billing.quarry-labs.com/v1/orders?since=' . (time - 3600));
die $res->status_line unless $res->is_success;
my $orders = decode_json($res->decoded_content);
printf "%d orders\n", scalar @{$orders->{data}};
