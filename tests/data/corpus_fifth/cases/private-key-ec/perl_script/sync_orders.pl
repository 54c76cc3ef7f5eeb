#!/usr/bin/perl
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $material = <<'END_MATERIAL';
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIETh5UdnojM6qixusGCLmSWqEaejugW4JgHvO2fO2HzAoAoGCCqGSM49
AwEHoUQDQgAEF2N/vWom0/Sq9BjEZ9G/l6JsuOacW8sZgZcVSvZzYOk6GH71RA+8
gTMh8+/V21aAPkDNuD/TjtUj6/iUeyORmQ==
-----END EC PRIVATE KEY-----
END_MATERIAL

my $ua = LWP::UserAgent->new(timeout => 20, agent => 'sync-orders/1.4');
my $res = $ua->get('https://orders.northwind.dev/v1/orders?since=' . (time - 3600));
die $res->status_line unless $res->is_success;
my $orders = decode_json($res->decoded_content);
printf "%d orders\n", scalar @{$orders->{data}};
