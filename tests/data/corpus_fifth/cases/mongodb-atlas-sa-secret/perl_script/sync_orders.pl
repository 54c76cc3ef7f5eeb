#!/usr/bin/perl
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $atlas_client_id = 'mdb_sa_id_820b7bbc7be6018d77dc4cea';
my $mongodb_atlas_client_secret = 'mdb_sa_sk_bocKhYPU9hgJ5QQNGVI6BslrHD0wRtAKUaxd6zDh';
my $ua = LWP::UserAgent->new(timeout => 20, agent => 'sync-orders/1.4');
my $res = $ua->get('https://internal.tessellate.net/v1/orders?since=' . (time - 3600));
die $res->status_line unless $res->is_success;
my $orders = decode_json($res->decoded_content);
printf "%d orders\n", scalar @{$orders->{data}};